import type { ServerResponse } from 'node:http';
import { RECONNECT_MS, type LiveStream } from '@ftown/domain/live/live.schemas';
import type { AuthUser } from '../auth/session-store.ts';

/** One open event stream of this process. */
export type OpenStream = {
  kind: LiveStream;
  user: AuthUser;
  /** The session's absolute expiry (ms): the stream closes then, as a request would be refused. */
  expiresAt: number;
  res: ServerResponse;
  /** The notice list last sent (JSON), so warnedSE goes out only when it changed. */
  lastNotices: string | null;
};

export type StreamRegistryOptions = {
  /** A user's streams beyond this close oldest first: one user cannot hold the process's sockets. */
  maxPerUser: number;
  /** A client this far behind (unsent bytes) is cut off rather than buffered for. */
  maxBufferedBytes: number;
};

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  Connection: 'keep-alive',
  // nginx would otherwise buffer the stream and deliver events late, in bursts.
  'X-Accel-Buffering': 'no',
};

/**
 * The open streams of this process by user, in opening order. Writing goes through here so every stream gets
 * the same framing, back-pressure rule and cleanup; the registry never queries anything.
 */
export class StreamRegistry {
  readonly #opts: StreamRegistryOptions;
  readonly #byUser = new Map<number, Set<OpenStream>>();
  readonly #notices = new Set<OpenStream>();

  constructor(opts: StreamRegistryOptions) {
    this.#opts = opts;
  }

  /** Starts the event stream on a hijacked response and holds it until either side closes it. */
  open(kind: LiveStream, user: AuthUser, expiresAt: Date, res: ServerResponse): OpenStream {
    const stream: OpenStream = { kind, user, expiresAt: expiresAt.getTime(), res, lastNotices: null };
    res.writeHead(200, SSE_HEADERS);
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    res.on('close', () => this.#forget(stream));

    const own = this.#byUser.get(user.id) ?? new Set();
    own.add(stream);
    this.#byUser.set(user.id, own);
    if (kind === 'notices') this.#notices.add(stream);
    for (const oldest of own) {
      if (own.size <= this.#opts.maxPerUser) break;
      this.close(oldest);
    }
    return stream;
  }

  isOpen(stream: OpenStream): boolean {
    return this.#byUser.get(stream.user.id)?.has(stream) ?? false;
  }

  /** The user's message streams here (every tab's). */
  *messageStreams(uid: number): Generator<OpenStream> {
    for (const s of this.#byUser.get(uid) ?? []) if (s.kind === 'messages') yield s;
  }

  /** Every user holding a stream here. */
  users(): Iterable<number> {
    return this.#byUser.keys();
  }

  holdsMessages(uid: number): boolean {
    return !this.messageStreams(uid).next().done;
  }

  noticeStreams(): Iterable<OpenStream> {
    return this.#notices;
  }

  /** Sends one event; `data` is JSON text already (notice lists are compared as text before sending). */
  send(stream: OpenStream, event: string, data: string): void {
    this.#write(stream, `event: ${event}\ndata: ${data}\n\n`);
  }

  /** A comment line on every stream, so proxies keep idle streams open; expired sessions' streams close instead. */
  heartbeat(now: number): void {
    for (const own of this.#byUser.values()) {
      for (const s of own) {
        if (now >= s.expiresAt) this.close(s);
        else this.#write(s, ':\n\n');
      }
    }
  }

  close(stream: OpenStream): void {
    this.#forget(stream);
    stream.res.end();
  }

  closeWhere(match: (stream: OpenStream) => boolean): void {
    for (const own of [...this.#byUser.values()]) for (const s of own) if (match(s)) this.close(s);
  }

  closeAll(): void {
    this.closeWhere(() => true);
  }

  /** Streams open in this process now (the metrics' gauge). */
  get size(): number {
    let n = 0;
    for (const own of this.#byUser.values()) n += own.size;
    return n;
  }

  #write(stream: OpenStream, text: string) {
    const { res } = stream;
    // A client gone before its stream was held never fires 'close' for us; the next write finds it.
    if (res.writableEnded || res.destroyed) {
      this.#forget(stream);
      return;
    }
    res.write(text);
    if (res.writableLength > this.#opts.maxBufferedBytes) {
      this.#forget(stream);
      res.destroy();
    }
  }

  #forget(stream: OpenStream) {
    const own = this.#byUser.get(stream.user.id);
    if (!own?.delete(stream)) return;
    if (own.size === 0) this.#byUser.delete(stream.user.id);
    this.#notices.delete(stream);
  }
}
