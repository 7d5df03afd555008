import type { TSendSmsCodeRequest } from '@ftown/domain/auth/auth.schemas';
import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/**
 * POST /sam/sendSmsCode. Refusals (too many requests, bad number) are toasted by the request layer.
 * No mutation hook: the login screen sits outside the query client, which loads with the signed-in
 * layouts (DESIGN section 8).
 */
export const sendSmsCode = (body: TSendSmsCodeRequest) => callLater(samCalls, 'sendSmsCode', body);
