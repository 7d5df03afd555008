import type { TLoginRequest } from '@ftown/domain/auth/auth.schemas';
import { request } from '@/lib/request';

/**
 * POST /sam/login. Silent: the login form shows the refusal itself (spec section 8). The form signs in
 * through session-actions.login, which stores the token, so this call has no hook of its own.
 */
export const postLogin = (body: TLoginRequest) =>
  request<{ token: string }>('/sam/login', { method: 'POST', body, silent: true });
