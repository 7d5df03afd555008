import type { TChangeRoleRequest } from '@ftown/domain/auth/role-switch';
import { request } from '@/lib/request';

/** POST /sam/changeRole: a new token acting with the chosen role; session-actions.changeRole stores it. */
export const postChangeRole = (body: TChangeRoleRequest) =>
  request<{ token: string }>('/sam/changeRole', { method: 'POST', body });
