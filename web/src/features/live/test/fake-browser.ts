import type { Channel, Locks, Stream } from '../transport';

/**
 * In-memory stand-ins for one browser's BroadcastChannel, Web Locks and EventSource, so tests can open several
 * "tabs" side by side. Like the real ones they deliver asynchronously and never to the sender.
 */

export class FakeChannels {
  private readonly byName = new Map<string, Set<FakeChannel>>();

  open = (name: string): Channel => {
    const channel = new FakeChannel(name, this);
    const peers = this.byName.get(name) ?? new Set();
    peers.add(channel);
    this.byName.set(name, peers);
    return channel;
  };

  deliver(from: FakeChannel, message: unknown) {
    for (const peer of this.byName.get(from.name) ?? []) if (peer !== from) peer.receive(structuredClone(message));
  }

  drop(channel: FakeChannel) {
    this.byName.get(channel.name)?.delete(channel);
  }
}

class FakeChannel implements Channel {
  private readonly listeners: ((event: { data: unknown }) => void)[] = [];
  private closed = false;

  constructor(
    readonly name: string,
    private readonly hub: FakeChannels,
  ) {}

  postMessage(message: unknown) {
    if (this.closed) throw new Error('posted on a closed channel');
    this.hub.deliver(this, message);
  }

  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.push(listener);
  }

  receive(data: unknown) {
    queueMicrotask(() => {
      if (!this.closed) for (const listener of this.listeners) listener({ data });
    });
  }

  close() {
    this.closed = true;
    this.hub.drop(this);
  }
}

type Waiter = { owner: string; hold: () => Promise<void>; resolve: () => void; reject: (error: unknown) => void };

/** Exclusive locks by name, granted in request order, freed when the holder's promise settles or its tab crashes. */
export class FakeLocks {
  private readonly holders = new Map<string, string>();
  private readonly queues = new Map<string, Waiter[]>();

  holder(name: string): string | undefined {
    return this.holders.get(name);
  }

  forTab(owner: string): Locks {
    return {
      request: (name, signal, hold) =>
        new Promise<void>((resolve, reject) => {
          const waiter: Waiter = { owner, hold, resolve, reject };
          signal.addEventListener('abort', () => {
            const queue = this.queues.get(name) ?? [];
            if (!queue.includes(waiter)) return;
            this.queues.set(name, queue.filter((w) => w !== waiter));
            reject(signal.reason);
          });
          this.queues.set(name, [...(this.queues.get(name) ?? []), waiter]);
          queueMicrotask(() => this.grant(name));
        }),
    };
  }

  /** The tab is gone without a word: the browser frees its locks and forgets its requests. */
  crash(owner: string) {
    for (const [name, queue] of this.queues) this.queues.set(name, queue.filter((w) => w.owner !== owner));
    for (const [name, holder] of [...this.holders])
      if (holder === owner) {
        this.holders.delete(name);
        queueMicrotask(() => this.grant(name));
      }
  }

  private grant(name: string) {
    if (this.holders.has(name)) return;
    const [next, ...rest] = this.queues.get(name) ?? [];
    if (!next) return;
    this.queues.set(name, rest);
    this.holders.set(name, next.owner);
    next
      .hold()
      .then(next.resolve, next.reject)
      .finally(() => {
        if (this.holders.get(name) !== next.owner) return;
        this.holders.delete(name);
        this.grant(name);
      });
  }
}

export class FakeStream implements Stream {
  readyState = 1;
  private readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  get closed() {
    return this.readyState === 2;
  }

  /** The server sends an event. */
  send(type: string, payload: unknown) {
    if (this.closed) throw new Error(`sent on a closed stream ${this.url}`);
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(payload) });
  }

  sendRaw(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }

  /** A failure: a network error or a refusal (the hub treats both alike). */
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener({});
  }

  close() {
    this.readyState = 2;
  }
}

export class FakeStreams {
  readonly opened: FakeStream[] = [];

  open = (url: string): Stream => {
    const stream = new FakeStream(url);
    this.opened.push(stream);
    return stream;
  };

  /** The open streams whose URL contains `path`. */
  live(path: string): FakeStream[] {
    return this.opened.filter((s) => !s.closed && s.url.includes(path));
  }
}

/** The server's stream tickets: each call hands out the next one of that user, `ticket-<uid>-<n>`. */
export class FakeTickets {
  private readonly issued = new Map<number, number>();

  issue = (user: { uid: number }) => async () => {
    const n = (this.issued.get(user.uid) ?? 0) + 1;
    this.issued.set(user.uid, n);
    return `ticket-${user.uid}-${n}`;
  };
}

/** Lets queued deliveries and lock grants run (all of them are microtasks, so fake timers do not stop them). */
export const settle = async () => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};
