import { NODES, ROLES, type Role } from '@ftown/domain/auth/roles';

/**
 * One role acts at a time (spec section 4, role change). A session that never switched acts with the
 * least privileged role its user holds (ROLES runs from least to most), so elevation is a deliberate step.
 */
export const actingRole = (held: readonly Role[], active: Role | null): Role | null => {
  if (active !== null && held.includes(active)) return active;
  return ROLES.find((r) => held.includes(r)) ?? null;
};

/**
 * The queues a role works: admin holds every node (docs/decisions.md), an applicant none, an examiner
 * the nodes granted to the person.
 */
export const actingNodes = (role: Role | null, granted: readonly string[]): string[] => {
  if (role === 'admin') return [...NODES];
  if (role === 'examiner') return [...granted];
  return [];
};
