import type { TConfirmQrCodeRequest } from '@ftown/domain/auth/qr';
import { request } from '@/lib/request';

/** POST /sam/confirmQrCode: the phone approves or declines the desktop's sign-in. */
export const confirmQrCode = (body: TConfirmQrCodeRequest) =>
  request<{ status: 'confirmed' | 'declined' }>('/sam/confirmQrCode', { method: 'POST', body, silent: true });
