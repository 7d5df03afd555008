/**
 * Runs `run` over the keys collected since its last run, one run at a time: a burst of signals costs one
 * run (one query), and keys arriving during a run wait for the next. A key may ask to run within `delayMs`;
 * the earliest such wish wins, so an urgent key (a stream that just opened) is not held back by a lazy one.
 */
export type Batcher<K> = {
  add(keys: Iterable<K>, delayMs: number): void;
  /** Stops scheduling and waits for the run in progress. */
  stop(): Promise<void>;
};

export const createBatcher = <K>(run: (keys: ReadonlySet<K>) => Promise<void>, onError: (err: unknown) => void): Batcher<K> => {
  let pending = new Set<K>();
  let dueAt = Number.POSITIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped || running || pending.size === 0) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, dueAt - Date.now()));
  };

  const fire = () => {
    timer = null;
    const keys = pending;
    pending = new Set();
    dueAt = Number.POSITIVE_INFINITY;
    running = run(keys)
      .catch(onError)
      .finally(() => {
        running = null;
        schedule();
      });
  };

  return {
    add(keys, delayMs) {
      if (stopped) return;
      for (const key of keys) pending.add(key);
      if (pending.size === 0) return;
      const due = Date.now() + delayMs;
      if (due >= dueAt) return;
      dueAt = due;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
};
