import type { TQrCodeLoginRequest } from '@ftown/domain/auth/qr';
import { callLater } from '@/lib/call-api';
import { samCalls } from './sam-calls';

/** POST /sam/qrCodeLogin; signing in goes through session-actions.qrLogin, which stores the token. */
export const postQrCodeLogin = (body: TQrCodeLoginRequest) => callLater(samCalls, 'qrCodeLogin', body, { silent: true });
