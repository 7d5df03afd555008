import { createContext, useContext } from 'react';
import type { AppRoute } from './route-tree';

/** The route a page was opened by; a kept-alive page keeps its own even while another is shown. */
export const RouteContext = createContext<AppRoute | null>(null);

export const useCurrentRoute = (): AppRoute => {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useCurrentRoute outside a routed page');
  return route;
};
