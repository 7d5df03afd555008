/** The longest a timer waits when nothing is due sooner: a far-off instant or a changed calendar is not missed for long. */
const RECHECK_MS = 3_600_000;

/**
 * A timer for what changes with time alone (a stage clock turning amber or overdue): each plan replaces the last
 * and fires just after the next instant, or after an hour at the latest. Instants are read on `clock`, so a test
 * clock moved forward brings them closer.
 */
export const createDueTimer = (fire: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /**
   * When the planned timer fires, in real time (performance.now()): the timeout waits real milliseconds, while
   * the caller's clock may jump (a test clock moved forward), so "sooner" is judged on the former.
   */
  let firesAt = Infinity;
  const delayOf = (next: Date | null, now: Date) =>
    next === null ? RECHECK_MS : Math.min(Math.max(0, next.getTime() - now.getTime() + 1), RECHECK_MS);
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    firesAt = Infinity;
  };
  const plan = (next: Date | null, now: Date) => {
    stop();
    const delay = delayOf(next, now);
    firesAt = performance.now() + delay;
    timer = setTimeout(() => {
      firesAt = Infinity;
      fire();
    }, delay);
    timer.unref();
  };
  return {
    plan,
    /** Plans as `plan` does, but only if that fires sooner than the timer already planned. */
    planEarlier(next: Date | null, now: Date) {
      if (performance.now() + delayOf(next, now) < firesAt) plan(next, now);
    },
    stop,
  };
};
