/**
 * How long holders may hand the gate to one another without letting the event loop turn. PGlite answers in
 * promises without I/O, so a queue of queries handed over directly runs in one stretch of microtasks, and
 * meanwhile no new connection or request is read: under 50 connections the first requests waited seconds just
 * to be read (issue 15, the submit tail on PGlite).
 */
const SLICE_MS = 10;

export type FifoGateOptions = { sliceMs?: number; now?: () => number };

/**
 * A FIFO mutex. PGlite has one session, so whoever holds the gate owns it: a transaction holds it from
 * BEGIN to COMMIT or ROLLBACK and nothing else runs on the session in between.
 */
export class FifoGate {
  #held = false;
  readonly #waiters: Array<() => void> = [];
  readonly #sliceMs: number;
  readonly #now: () => number;
  /** When the current run of direct hand-overs began (the last time the event loop had a turn). */
  #sliceStart = 0;

  constructor({ sliceMs = SLICE_MS, now = () => performance.now() }: FifoGateOptions = {}) {
    this.#sliceMs = sliceMs;
    this.#now = now;
  }

  get held(): boolean {
    return this.#held;
  }

  /** Callers queued behind the holder. */
  get waiting(): number {
    return this.#waiters.length;
  }

  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      this.#sliceStart = this.#now();
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    // Hand over directly so a newcomer cannot overtake the queue between release and wake-up; after a slice,
    // through setImmediate, so the event loop reads what arrived meanwhile (the gate stays held: still FIFO).
    if (!next) this.#held = false;
    else if (this.#now() - this.#sliceStart < this.#sliceMs) next();
    else
      setImmediate(() => {
        this.#sliceStart = this.#now();
        next();
      });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
}
