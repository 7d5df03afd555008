import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import type { TSendSmsCodeRequest } from '@ftown/domain/auth/auth.schemas';
import { callApi } from '@/lib/call-api';

/** POST /sam/sendSmsCode to the number being bound (the server allows one a minute per number). */
export const sendSmsCode = (body: TSendSmsCodeRequest) => callApi(SAM_CALLS.sendSmsCode, body);
