import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { callApi } from '@/lib/call-api';

/** POST /sam/scanQrCode from the phone: marks the code scanned and says who is asking. */
export const scanQrCode = (code: string) => callApi(SAM_CALLS.scanQrCode, { code }, { silent: true });
