import type { TSendSmsCodeRequest } from '@ftown/domain/auth/auth.schemas';
import { request } from '@/lib/request';

/** POST /sam/sendSmsCode to the number being bound (the server allows one a minute per number). */
export const sendSmsCode = (body: TSendSmsCodeRequest) =>
  request<{ expiresIn: number }>('/sam/sendSmsCode', { method: 'POST', body });
