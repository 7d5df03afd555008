import { useEffect, useState } from 'react';
import { afterFirstContent } from '@/app/after-first-content';

let shown = false;

/**
 * False until the first page's content has been painted, then true (at once on later mounts). Asked only once the
 * layout has committed: the first render is a transition that yields, so idle time comes before the page shows.
 */
export function useAfterFirstContent() {
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstContent().then(() => {
      shown = true;
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
