import { z } from 'zod';
import { envelope } from '../api/envelope.ts';
import { ROLES } from './roles.ts';

/**
 * Changing the active role (spec section 4). The spec's `<role>-token` is the template's mock: here the
 * server issues a real token for a role the user holds, and the session acts with that role only.
 */
export const ZChangeRoleRequest = z.object({ role: z.enum(ROLES, { error: '不支持的角色' }) });
export type TChangeRoleRequest = z.infer<typeof ZChangeRoleRequest>;
export const ZChangeRoleResponse = envelope(z.object({ token: z.string() }));

/** GET /sam/getUserRoles: every role the user holds and the one this session acts with. */
export const ZUserRoles = z.object({ roles: z.array(z.enum(ROLES)), active: z.enum(ROLES) });
export type TUserRoles = z.infer<typeof ZUserRoles>;
export const ZUserRolesResponse = envelope(ZUserRoles);
