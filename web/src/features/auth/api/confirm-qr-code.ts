import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import type { TConfirmQrCodeRequest } from '@ftown/domain/auth/qr';
import { callApi } from '@/lib/call-api';

/** POST /sam/confirmQrCode: the phone approves or declines the desktop's sign-in. */
export const confirmQrCode = (body: TConfirmQrCodeRequest) => callApi(SAM_CALLS.confirmQrCode, body, { silent: true });
