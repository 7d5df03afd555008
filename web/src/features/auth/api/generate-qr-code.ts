import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import type { TGenerateQrCodeRequest } from '@ftown/domain/auth/qr';
import { callApi } from '@/lib/call-api';

/** POST /sam/generateQrCode. Silent: the QR panel shows the failure in place of the code. */
export const generateQrCode = (body: TGenerateQrCodeRequest) => callApi(SAM_CALLS.generateQrCode, body, { silent: true });
