import { useEffect, useState } from 'react';

/**
 * What the first page needs before its content can show: its code and its main read, asked for by
 * routes-preload.ts on a first visit (settled, whether they succeed or not). Nothing on later visits.
 */
let firstContent: Promise<unknown> = Promise.resolve();
let after: Promise<void> | null = null;
let shown = false;

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

/** Settles once the first page's content has been painted. */
export const afterFirstContent = () =>
  (after ??= firstContent
    .then(whenIdle)
    .then(afterNextPaint)
    .then(() => {
      shown = true;
    }));

/**
 * False until the first page's content has been painted, then true (at once on later mounts). Parts of a layout
 * that the first screen does not need wait for it, so their code is not fetched and run before the page's
 * largest paint (issue 15: Lighthouse's LCP counts every file loaded before it).
 */
export function useAfterFirstContent() {
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstContent().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
