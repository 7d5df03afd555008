import type { TSamLoginRequest } from '@ftown/domain/auth/uncode';
import { request } from '@/lib/request';

/**
 * POST /sam/login. Silent: the login form shows the refusal itself (spec section 8). The form signs in
 * through session-actions.login, which stores the token, so this call has no hook of its own.
 */
export const postLogin = (body: TSamLoginRequest) =>
  request<{ token: string }>('/sam/login', { method: 'POST', body, silent: true });
