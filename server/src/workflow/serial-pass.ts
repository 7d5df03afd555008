/**
 * Runs `work` one pass at a time: a call while a pass runs makes one more pass after it, however many calls came,
 * so a burst of wake-ups costs at most two passes. Errors go to `onError`; the next call runs again.
 */
export const createSerialPass = (work: () => Promise<unknown>, onError: (error: unknown) => void) => {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work().catch(onError);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return { pass, settled: () => running ?? Promise.resolve() };
};
