import type { TSamLoginRequest } from '@ftown/domain/auth/uncode';
import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/**
 * POST /sam/login. Silent: the login form shows the refusal itself (spec section 8). The form signs in
 * through session-actions.login, which stores the token, so this call has no hook of its own.
 */
export const postLogin = (body: TSamLoginRequest) => callLater(samCalls, 'login', body, { silent: true });
