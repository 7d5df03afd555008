import type { Role } from './roles.ts';

export type AccessRule = { roles?: readonly Role[]; node?: string };
export type Holder = { roles: readonly string[]; nodes: readonly string[] };

/**
 * Whether a user may open a route or call what stands behind it (spec sections 2 and 6). A route that
 * names a node belongs to that queue: it is shown by the node paths the user holds. Otherwise it is
 * shown when it names no roles or the user holds one of them. The server applies this same rule.
 */
export const isAllowed = (rule: AccessRule, user: Holder): boolean => {
  if (rule.node !== undefined) return user.nodes.includes(rule.node);
  if (!rule.roles || rule.roles.length === 0) return true;
  return rule.roles.some((r) => user.roles.includes(r));
};
