import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@ftown/domain/api/envelope';
import { LIVE_CHANNELS, LIVE_STREAMS, type LiveStream } from '@ftown/domain/live/live.schemas';

/** One frame of an event stream: an event, a comment (heartbeat) or a bare retry field. */
export type Frame = { event?: string; data?: string; comment?: string; retry?: number };

const parseFrame = (text: string): Frame => {
  const frame: Frame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
};

/** A parsed event: its name and JSON data. */
export type LiveEvent = { event: string; data: unknown };

/** Reads an event stream over a real socket, frame by frame, as EventSource would. */
export type SseReader = {
  status: number;
  headers: Headers;
  /** The body of a refused request (the error envelope). */
  body: string;
  /** The next frame of any kind. */
  next(timeoutMs?: number): Promise<Frame>;
  /** The next event, skipping heartbeats and retry fields. */
  nextEvent(timeoutMs?: number): Promise<LiveEvent>;
  /** Fails if an event arrives within `ms` (heartbeats are fine). */
  expectQuiet(ms: number): Promise<void>;
  /** Resolves when the server ends the stream (rejects after `timeoutMs`). */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
};

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });

type Waiter = { resolve(frame: Frame): void; reject(error: Error): void };

export const openSse = async (url: string): Promise<SseReader> => {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: { accept: 'text/event-stream' } });
  const frames: Frame[] = [];
  const waiters: Waiter[] = [];
  let done = false;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const deliver = (frame: Frame) => {
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(frame);
    else frames.push(frame);
  };
  const end = () => {
    done = true;
    for (const w of waiters.splice(0)) w.reject(new Error('the stream ended'));
    finish();
  };

  const isStream = res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const body = isStream ? '' : await res.text();
  if (isStream && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done: over } = await reader.read();
          if (over) break;
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut !== -1) {
            deliver(parseFrame(buffer.slice(0, cut)));
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by close(), or the connection dropped: either way the stream is over.
      }
      end();
    })();
  } else {
    end();
  }

  const next = (timeoutMs = 5000) => {
    const queued = frames.shift();
    if (queued) return Promise.resolve(queued);
    if (done) return Promise.reject(new Error('the stream ended'));
    const waiter: Waiter = { resolve: () => {}, reject: () => {} };
    const frame = new Promise<Frame>((resolve, reject) => {
      waiter.resolve = resolve;
      waiter.reject = reject;
      waiters.push(waiter);
    });
    // A reader that gave up must not swallow the frame that comes later.
    return within(frame, timeoutMs, 'a frame').finally(() => {
      const i = waiters.indexOf(waiter);
      if (i !== -1) waiters.splice(i, 1);
    });
  };

  const nextEvent = async (timeoutMs = 5000): Promise<LiveEvent> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const frame = await next(Math.max(1, until - Date.now()));
      if (frame.event !== undefined) return { event: frame.event, data: JSON.parse(frame.data ?? 'null') as unknown };
    }
  };

  return {
    status: res.status,
    headers: res.headers,
    body,
    next,
    nextEvent,
    expectQuiet: async (ms) => {
      const event = await nextEvent(ms).catch((e: unknown) => {
        if (e instanceof Error && e.message.startsWith('timed out')) return null;
        throw e;
      });
      if (event) throw new Error(`expected no event, got ${JSON.stringify(event)}`);
    },
    ended: (timeoutMs = 5000) => within(finished, timeoutMs, 'the stream to end'),
    close: () => abort.abort(),
  };
};

/** The address of a listening app (app.listen with port 0). */
export const baseUrlOf = (app: FastifyInstance): string => {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
};

export const streamUrl = (base: string, kind: LiveStream, token: string): string =>
  `${base}${API_BASE}${LIVE_STREAMS[kind].path}?token=${encodeURIComponent(token)}`;

/**
 * Writes an unread message for `receiverId` and signals it in the same transaction, as workflow events do;
 * `rollback` aborts the transaction after both.
 */
export const writeMessage = async (app: FastifyInstance, receiverId: number, { rollback = false } = {}): Promise<void> => {
  const aborted = new Error('rolled back on purpose');
  await app.db
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('messages')
        .values({ receiverId, subject: '测试消息', body: '正文', genre: 'flow', applyId: null, createdAt: new Date() })
        .execute();
      await app.notify.publish(LIVE_CHANNELS.messages, { uids: [receiverId] }, trx);
      if (rollback) throw aborted;
    })
    .catch((error: unknown) => {
      if (error !== aborted) throw error;
    });
};

/** Says that some queue changed, as the review service does after each transition. */
export const signalQueues = (app: FastifyInstance): Promise<void> => app.notify.publish(LIVE_CHANNELS.notices, {});

/** The receiver's unread count, read directly from the table. */
export const unreadCount = async (app: FastifyInstance, receiverId: number): Promise<number> => {
  const row = await app.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('receiverId', '=', receiverId)
    .where('readed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
