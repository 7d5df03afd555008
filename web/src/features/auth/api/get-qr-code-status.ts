import type { TQrCodeState } from '@ftown/domain/auth/qr';
import { request } from '@/lib/request';

/** GET /sam/getQrCodeStatus, polled by the QR panel (outside the query client, like the whole login screen). */
export const getQrCodeStatus = (qrCodeId: string, signal?: AbortSignal) =>
  request<TQrCodeState>('/sam/getQrCodeStatus', { params: { qr_code_id: qrCodeId }, silent: true, signal });
