import type { Holder } from '@ftown/domain/auth/access';
import { permittedTree, type AppRoute, type IconName } from '@/app/route-tree';

export type MenuEntry = { key: string; title: string; icon?: IconName; children?: MenuEntry[] };

const toEntry = (route: AppRoute): MenuEntry => {
  const children = route.children.filter((c) => !c.meta.hidden).map(toEntry);
  const base = { key: route.path, title: route.meta.title, icon: route.meta.icon };
  return children.length > 0 ? { ...base, children } : base;
};

/** The staff sidebar: permitted, visible staff-layout routes only (spec section 2). */
export const buildMenu = (tree: readonly AppRoute[], user: Holder): MenuEntry[] =>
  permittedTree(tree, user)
    .filter((r) => r.meta.layout === 'staff' && !r.meta.hidden)
    .map(toEntry);

/** Submenu keys that lead to `pathname`, so the menu opens on the current page. */
export const openKeysFor = (entries: readonly MenuEntry[], pathname: string): string[] =>
  entries.flatMap((e) =>
    e.children?.some((c) => c.key === pathname || openKeysFor([c], pathname).length > 0)
      ? [e.key, ...openKeysFor(e.children, pathname)]
      : [],
  );
