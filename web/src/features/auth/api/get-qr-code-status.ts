import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { callApi } from '@/lib/call-api';

/** GET /sam/getQrCodeStatus, polled by the QR panel (outside the query client, like the whole login screen). */
export const getQrCodeStatus = (qrCodeId: string, signal?: AbortSignal) =>
  callApi(SAM_CALLS.getQrCodeStatus, { qr_code_id: qrCodeId }, { silent: true, signal });
