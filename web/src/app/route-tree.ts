import { matchPath } from 'react-router';
import { isAllowed, type Holder } from '@ftown/domain/auth/access';
import type { Node, Role } from '@ftown/domain/auth/roles';
import type { Preloadable } from '@/lib/preloadable';

export type Layout = 'staff' | 'applicant' | 'account' | 'none';

/** Sidebar icon names; the sidebar maps them to icons so the route table stays out of the icon bundle. */
export type IconName =
  | 'home'
  | 'list'
  | 'bank'
  | 'safety'
  | 'alert'
  | 'environment'
  | 'audit'
  | 'shop'
  | 'idcard'
  | 'rollback'
  | 'stop'
  | 'message'
  | 'book'
  | 'setting';

export type RouteMeta = {
  title: string;
  roles?: readonly Role[];
  node?: Node;
  noCache?: boolean;
  affix?: boolean;
  icon?: IconName;
  hidden?: boolean;
  layout: Layout;
};

export type Page = Preloadable;

/** A route as written in routes.tsx: children take paths relative to their parent and inherit its layout. */
export type RouteDef = {
  path: string;
  meta: Omit<RouteMeta, 'layout'> & { layout?: Layout };
  page?: Page;
  redirect?: string;
  /** Parameter shapes react-router cannot express, e.g. digits-only ids. */
  params?: Readonly<Record<string, RegExp>>;
  children?: readonly RouteDef[];
};

export type AppRoute = {
  path: string;
  meta: RouteMeta;
  page?: Page;
  redirect?: string;
  params?: Readonly<Record<string, RegExp>>;
  children: AppRoute[];
  /** Groups and parents above this route, outermost first (breadcrumbs, permission). */
  ancestors: AppRoute[];
};

const join = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent === '/' ? '' : parent}/${path}`;

export const buildTree = (defs: readonly RouteDef[], parent?: AppRoute): AppRoute[] =>
  defs.map((def) => {
    const route: AppRoute = {
      path: join(parent?.path ?? '', def.path),
      meta: { ...def.meta, layout: def.meta.layout ?? parent?.meta.layout ?? 'none' },
      page: def.page,
      redirect: def.redirect,
      params: def.params,
      children: [],
      ancestors: parent ? [...parent.ancestors, parent] : [],
    };
    route.children = buildTree(def.children ?? [], route);
    return route;
  });

export const flatten = (tree: readonly AppRoute[]): AppRoute[] =>
  tree.flatMap((route) => [route, ...flatten(route.children)]);

/** A user may open a route when its own rule and every ancestor's rule allow it (spec section 2). */
export const isRouteAllowed = (route: AppRoute, user: Holder): boolean =>
  [...route.ancestors, route].every((r) => isAllowed(r.meta, user));

const isDynamic = (path: string) => path.includes(':') || path.includes('*');

export type RouteMatch = { route: AppRoute; params: Record<string, string | undefined> };

/** Static paths win over parameterised ones; parameter shapes are checked after react-router matched. */
export const createMatcher = (tree: readonly AppRoute[]) => {
  const navigable = flatten(tree).filter((r) => r.page || r.redirect);
  const ordered = [...navigable.filter((r) => !isDynamic(r.path)), ...navigable.filter((r) => isDynamic(r.path))];
  return (pathname: string): RouteMatch | null => {
    for (const route of ordered) {
      const match = matchPath({ path: route.path, end: true }, pathname);
      if (!match) continue;
      const shapes = Object.entries(route.params ?? {});
      if (shapes.every(([name, shape]) => shape.test(match.params[name] ?? ''))) return { route, params: match.params };
    }
    return null;
  };
};

/** The routes a user may see; a parent without a page of its own goes when none of its children is left. */
export const permittedTree = (tree: readonly AppRoute[], user: Holder): AppRoute[] =>
  tree.flatMap((route) => {
    if (!isAllowed(route.meta, user)) return [];
    const children = permittedTree(route.children, user);
    if (!route.page && route.children.length > 0 && children.length === 0) return [];
    return [{ ...route, children }];
  });
