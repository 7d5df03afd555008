import type { TGenerateQrCodeRequest, TQrCode } from '@ftown/domain/auth/qr';
import { request } from '@/lib/request';

/** POST /sam/generateQrCode. Silent: the QR panel shows the failure in place of the code. */
export const generateQrCode = (body: TGenerateQrCodeRequest) =>
  request<TQrCode>('/sam/generateQrCode', { method: 'POST', body, silent: true });
