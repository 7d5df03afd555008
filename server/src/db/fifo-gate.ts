/**
 * A FIFO mutex. PGlite has one session, so whoever holds the gate owns it: a transaction holds it from
 * BEGIN to COMMIT or ROLLBACK and nothing else runs on the session in between.
 */
export class FifoGate {
  #held = false;
  readonly #waiters: Array<() => void> = [];

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
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  release(): void {
    const next = this.#waiters.shift();
    // Hand over directly so a newcomer cannot overtake the queue between release and wake-up.
    if (next) next();
    else this.#held = false;
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
