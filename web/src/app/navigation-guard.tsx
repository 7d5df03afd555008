import { startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadMissingInfo } from '@/features/auth/session-actions';
import { SITE_TITLE } from '@/config/portal';
import { PageLoading } from '@/components/page-loading';
import { toast } from '@/lib/feedback';
import { startProgress } from '@/lib/progress';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import { useSessionStore } from '@/stores/session-store';
import { useTagsViewStore } from '@/stores/tags-view-store';
import { decideNavigation } from './guard';
import { KeptPages } from './kept-pages';
import type { Layout } from './route-tree';
import { matchRoute } from './routes';

type LayoutComponent = ComponentType<{ children: ReactNode }>;

type SignedInLayout = Exclude<Layout, 'none'>;

/** A layout inside the signed-in providers, both fetched at once so neither waits for the other. */
const signedIn = (load: () => Promise<{ default: LayoutComponent }>) =>
  preloadable(async () => {
    const [{ SessionProviders }, { default: View }] = await Promise.all([import('./session-providers'), load()]);
    const SignedInLayout: LayoutComponent = ({ children }) => (
      <SessionProviders>
        <View>{children}</View>
      </SessionProviders>
    );
    return { default: SignedInLayout };
  });

const LAYOUTS: Record<SignedInLayout, Preloadable<{ children: ReactNode }>> = {
  staff: signedIn(() => import('@/app/layouts/staff/staff-layout')),
  applicant: signedIn(() => import('@/app/layouts/applicant/applicant-layout')),
  account: signedIn(() => import('@/app/layouts/account/account-layout')),
};

/**
 * Starts loading a signed-in layout's code and its providers, so they arrive while the user info does. Settles
 * once they are in (with their stylesheets), or failed: a failure is left to the layout's render, which reports it.
 */
export const preloadLayout = (layout: SignedInLayout): Promise<void> => LAYOUTS[layout].preload();

let appCommitted = false;

/**
 * False during the app's first commit, then true. On a signed-in page that commit draws the providers (the theme's
 * variables, the router) and a loading screen, and the layout and the page follow in a transition: two main-thread
 * tasks rather than one long one (issue 15: total blocking time). A plain state, not a Suspense fallback, which
 * React would keep on screen for 300 ms at least (lib/preloadable.tsx).
 */
function useAfterAppCommit() {
  const [after, setAfter] = useState(appCommitted);
  useEffect(() => {
    appCommitted = true;
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}

/** Tab title: the `scrap` query parameter when present, else the route title (spec section 2). */
const viewTitle = (search: string, title: string) => new URLSearchParams(search).get('scrap') || title;

/** Carries out decideNavigation: progress bar, info loading, redirects, title, scroll and the layout. */
export function NavigationGuard() {
  const location = useLocation();
  const token = useSessionStore((s) => s.token);
  const info = useSessionStore((s) => s.info);
  const session = useSessionStore((s) => s.session);
  const infoFailure = useSessionStore((s) => s.infoFailure);
  const addView = useTagsViewStore((s) => s.addView);
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const afterAppCommit = useAfterAppCommit();

  const decision = decideNavigation({
    pathname: location.pathname,
    search: location.search,
    hasToken: token !== null,
    info,
    user: session,
    match,
  });
  const allowedRoute = decision.type === 'allow' ? match?.route : undefined;

  // The bar is for moves inside the app. The page load has the browser's own indicator and index.html's frame,
  // and a bar started in the first commit forced a layout of the whole first screen (issue 15: blocking time).
  const pageLoad = useRef(location.key);
  // Layout effects run before the page's passive effects, so the bar starts before a cached page ends it.
  useLayoutEffect(() => {
    if (location.key !== pageLoad.current) startProgress();
  }, [location.key]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    // Reported below, from the store: the read may have failed before this guard first rendered.
    if (decision.type === 'loadInfo') loadMissingInfo().catch(() => {});
  }, [decision.type]);

  useEffect(() => {
    if (infoFailure) void toast().error({ content: infoFailure.message, duration: 5 });
  }, [infoFailure]);

  useEffect(() => {
    if (!allowedRoute) return;
    document.title = `${viewTitle(location.search, allowedRoute.meta.title)} - ${SITE_TITLE}`;
    if (allowedRoute.meta.layout === 'none') return;
    addView({
      path: location.pathname,
      fullPath: location.pathname + location.search,
      title: viewTitle(location.search, allowedRoute.meta.title),
      affix: allowedRoute.meta.affix ?? false,
      noCache: allowedRoute.meta.noCache ?? false,
    });
  }, [allowedRoute, location.pathname, location.search, addView]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'loadInfo' || !allowedRoute) return <PageLoading tip="正在加载用户信息…" fullScreen />;
  const pages = <KeptPages current={allowedRoute} location={location} layout={allowedRoute.meta.layout} />;
  // The sign-in page draws what index.html's frame shows: it comes at once, with nothing in between.
  if (allowedRoute.meta.layout === 'none') return pages;
  if (!afterAppCommit) return <PageLoading fullScreen />;
  const LayoutView = LAYOUTS[allowedRoute.meta.layout];
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <LayoutView>{pages}</LayoutView>
    </Suspense>
  );
}
