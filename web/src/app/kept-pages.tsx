import { Activity, Suspense, useEffect, useMemo } from 'react';
import { Route, Routes, type Location } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { stopProgress } from '@/lib/progress';
import { useTagsViewStore } from '@/stores/tags-view-store';
import { RouteContext } from './route-context';
import type { AppRoute, Layout } from './route-tree';
import { matchRoute } from './routes';

/** Ends the progress bar once the page of this navigation has rendered (its code included). */
function ProgressDone({ navigation }: { navigation: string }) {
  useEffect(() => {
    stopProgress();
  }, [navigation]);
  return null;
}

type Entry = { key: string; route: AppRoute; location: Partial<Location> | string; active: boolean };

const locationOf = (fullPath: string): Partial<Location> => {
  const url = new URL(fullPath, 'http://portal.invalid');
  return { pathname: url.pathname, search: url.search, hash: '' };
};

type Props = { current: AppRoute; location: Location; layout: Layout };

/**
 * Renders the current page and keeps the other open pages of this layout mounted but hidden
 * (React's <Activity>), so returning to a tab finds it as it was left (spec section 2). noCache pages
 * and closed tabs are dropped. Each page gets its own location, so its params stay its own.
 */
export function KeptPages({ current, location, layout }: Props) {
  const views = useTagsViewStore((s) => s.views);

  const entries = useMemo<Entry[]>(() => {
    const kept = views.flatMap((view): Entry[] => {
      const route = matchRoute(view.path)?.route;
      if (!route || route.meta.noCache || route.meta.layout !== layout) return [];
      const active = view.path === location.pathname;
      return [
        {
          key: `${view.path}#${view.version}`,
          route,
          location: active ? location : locationOf(view.fullPath),
          active,
        },
      ];
    });
    if (!kept.some((e) => e.active)) {
      const version = views.find((v) => v.path === location.pathname)?.version ?? 0;
      kept.push({ key: `${location.pathname}#${version}`, route: current, location, active: true });
    }
    return kept;
  }, [views, layout, location, current]);

  return entries.map(({ key, route, location: at, active }) => {
    const Page = route.page;
    if (!Page) return null;
    return (
      <Activity key={key} mode={active ? 'visible' : 'hidden'}>
        <RouteContext value={route}>
          <Routes location={at}>
            <Route
              path={route.path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <Page />
                  {active && <ProgressDone navigation={location.key} />}
                </Suspense>
              }
            />
          </Routes>
        </RouteContext>
      </Activity>
    );
  });
}
