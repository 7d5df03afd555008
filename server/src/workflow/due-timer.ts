/** The longest a timer waits when nothing is due sooner: a far-off instant or a changed calendar is not missed for long. */
const RECHECK_MS = 3_600_000;

/**
 * A timer for what changes with time alone (a stage clock turning amber or overdue): each plan replaces the last
 * and fires just after the next instant, or after an hour at the latest. Instants are read on `clock`, so a test
 * clock moved forward brings them closer.
 */
export const createDueTimer = (fire: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the planned timer fires, on the caller's clock. */
  let firesAt = Infinity;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    firesAt = Infinity;
  };
  const plan = (next: Date | null, now: Date) => {
    stop();
    const delay = next === null ? RECHECK_MS : Math.min(Math.max(0, next.getTime() - now.getTime() + 1), RECHECK_MS);
    firesAt = now.getTime() + delay;
    timer = setTimeout(() => {
      firesAt = Infinity;
      fire();
    }, delay);
    timer.unref();
  };
  return {
    plan,
    /** Brings the timer forward to just after `at` if it would fire later; a later instant changes nothing. */
    planEarlier(at: Date, now: Date) {
      if (at.getTime() + 1 < firesAt) plan(at, now);
    },
    stop,
  };
};
