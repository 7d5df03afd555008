import { loadMissingInfo } from '@/features/auth/session-actions';
import { useSessionStore } from '@/stores/session-store';
import { awaitFirstContent } from './after-first-content';
import { preloadLayout } from './navigation-guard';
import { matchRoute, prefetchPageData, preloadPage } from './routes';

/** How long a first visit waits for the page's read once its code is in, before drawing the page's loading state. */
const READ_WAIT_MS = 1000;

/**
 * What the first page needs, asked for before React first renders (issue 15: Lighthouse). Otherwise a signed-in
 * page is a chain: the entry renders, asks for the user info, renders the layout once it arrives, which loads its
 * code, then the page's code, then the page's data. Here the user info, the layout's code and the page's code
 * are all on their way at once; the guard, the lazy layout and the lazy page then find them in flight or done.
 * Settles once the page's and the layout's code and stylesheets are in and the page's read answered (or a second
 * has passed since), or once the user info failed: main.tsx renders then.
 */
export const preloadFirstRoute = (pathname: string): Promise<void> => {
  const { token } = useSessionStore.getState();
  // React renders once the page's code is in, so that its first render draws the page rather than a loading
  // fallback, which React would then keep on screen for 300 ms at least (lib/preloadable.tsx).
  if (token === null) return preloadPage(pathname) ?? Promise.resolve();
  // The reads first: the browser sends a page's requests in the order they are asked for, a few at a time, and
  // the user info and the page's data each wait for a small contract chunk, which would otherwise queue behind
  // the hundred files of the layout and the page (issue 15: Lighthouse traces of the applicant home).
  // The guard asks again on its first render and shares this request while it is in flight (loadInfo keeps one);
  // it reports a failure (from the store), so none is reported here.
  const infoRead = loadMissingInfo();
  const data = prefetchPageData(pathname);
  const layout = matchRoute(pathname)?.route.meta.layout;
  const layoutCode = layout !== undefined && layout !== 'none' ? preloadLayout(layout) : Promise.resolve();
  const pageCode = preloadPage(pathname) ?? Promise.resolve();
  // The layout's extras (top bar, menu) wait for the page's code and read: they are not part of its first paint.
  awaitFirstContent(Promise.all([data, pageCode]));
  // The page's read too, for a while: its content then comes in the first commit, not in a second one after the
  // page has drawn its loading state.
  const ready = Promise.all([layoutCode, pageCode])
    .then(() => Promise.race([data, new Promise((resolve) => setTimeout(resolve, READ_WAIT_MS))]))
    .then(() => undefined);
  // A failed user info settles it at once: the way to sign in needs no layout.
  return Promise.race([ready, infoRead.then(() => ready, () => undefined)]);
};
