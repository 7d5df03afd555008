import type { TQrCodeLoginRequest } from '@ftown/domain/auth/qr';
import { request } from '@/lib/request';

/** POST /sam/qrCodeLogin; signing in goes through session-actions.qrLogin, which stores the token. */
export const postQrCodeLogin = (body: TQrCodeLoginRequest) =>
  request<{ token: string }>('/sam/qrCodeLogin', { method: 'POST', body, silent: true });
