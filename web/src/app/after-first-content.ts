/**
 * What the first page needs before its content can show: its code and its main read, asked for by
 * routes-preload.ts on a first visit (settled, whether they succeed or not). Nothing on later visits.
 */
let firstContent: Promise<unknown> = Promise.resolve();
let after: Promise<void> | null = null;

/** Names what the first page's content waits for; called once, before React first renders. */
export const awaitFirstContent = (needs: Promise<unknown>) => {
  firstContent = needs.catch(() => {});
};

const whenIdle = () =>
  new Promise<void>((resolve) => {
    // Once the page's render tasks have run; Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Settles once the first page's content has been painted (asked after the layout has committed). Parts of a layout
 * that the first screen does not need load their code after it, so it is not fetched and run before the page's
 * largest paint: Lighthouse's simulated LCP counts every file loaded before it (issue 15).
 */
export const afterFirstContent = () => (after ??= firstContent.then(whenIdle).then(afterNextPaint));
