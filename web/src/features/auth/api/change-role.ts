import type { TChangeRoleRequest } from '@ftown/domain/auth/role-switch';
import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/** POST /sam/changeRole: a new token acting with the chosen role; session-actions.changeRole stores it. */
export const postChangeRole = (body: TChangeRoleRequest) => callLater(samCalls, 'changeRole', body);
