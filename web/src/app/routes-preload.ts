import { loadInfo } from '@/features/auth/session-actions';
import { useSessionStore } from '@/stores/session-store';
import { preloadLayout } from './navigation-guard';
import { matchRoute, preloadPage } from './routes';

/**
 * What the first page needs, asked for before React first renders (issue 15: Lighthouse). Otherwise a signed-in
 * page is a chain: the entry renders, asks for the user info, renders the layout once it arrives, which loads its
 * code, then the page's code, then the page's data. Here the user info, the layout's code and the page's code
 * are all on their way at once; the guard, the lazy layout and the lazy page then find them in flight or done.
 */
export const preloadFirstRoute = (pathname: string) => {
  preloadPage(pathname);
  const { token, info } = useSessionStore.getState();
  if (token === null) return;
  const layout = matchRoute(pathname)?.route.meta.layout;
  if (layout !== undefined && layout !== 'none') preloadLayout(layout);
  // The guard asks again on its first render and shares this request while it is in flight (loadInfo keeps one);
  // it reports a failure, so none is reported here.
  if (info === 'missing') loadInfo().catch(() => {});
};
