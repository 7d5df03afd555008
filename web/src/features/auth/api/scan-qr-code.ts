import type { TQrCodeRequester } from '@ftown/domain/auth/qr';
import { request } from '@/lib/request';

/** POST /sam/scanQrCode from the phone: marks the code scanned and says who is asking. */
export const scanQrCode = (code: string) =>
  request<TQrCodeRequester>('/sam/scanQrCode', { method: 'POST', body: { code }, silent: true });
