import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import type { Actor } from '@ftown/domain/review/permission';
import type { AuthUser } from './session-store.ts';

/** Who asks: staff see every application, anyone else only those of the enterprises they act for. */
export type Viewer = { userId: number; staff: boolean };

export const isStaff = (user: Pick<AuthUser, 'roles'>): boolean => user.roles.some((r) => STAFF_ROLES.includes(r));

export const viewerOf = (user: AuthUser): Viewer => ({ userId: user.id, staff: isStaff(user) });

export const actorOf = (user: AuthUser): Actor => ({
  uid: user.id,
  roles: user.roles,
  nodes: user.nodes,
  department: user.department,
  job: user.job,
  userCompanyUnicodes: user.unicodes,
});
