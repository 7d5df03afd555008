import { z } from 'zod';
import { envelope } from '../api/envelope.ts';
import { QR_LOGIN_TYPES, QR_STATUSES } from './sign-in-constants.ts';

/** Random 32-byte base64url ids: the desktop's secret id, and the code the QR image carries. */
const zQrId = (label: string) =>
  z.string({ error: `缺少${label}` }).regex(/^[A-Za-z0-9_-]{43}$/, `${label}无效，请刷新二维码`);

export const zQrCodeId = () => zQrId('二维码编号');
export const zScanCode = () => zQrId('二维码');

/** POST /sam/generateQrCode (spec section 7). clientId names the desktop tab; its older codes are dropped. */
export const ZGenerateQrCodeRequest = z.object({
  loginType: z.enum(QR_LOGIN_TYPES, { error: '不支持的扫码登录方式' }),
  clientId: z.string({ error: '缺少客户端标识' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '客户端标识无效'),
  redirect: z.string().max(500).optional(),
});
export type TGenerateQrCodeRequest = z.infer<typeof ZGenerateQrCodeRequest>;

/**
 * qr_code_id stays on the desktop (polling and sign-in); scanCode is what the image shows. Keeping them
 * apart means someone who photographs the code cannot redeem the confirmed sign-in.
 */
export const ZQrCode = z.object({ qr_code_id: z.string(), scanCode: z.string(), expiresIn: z.number().int() });
export type TQrCode = z.infer<typeof ZQrCode>;
export const ZGenerateQrCodeResponse = envelope(ZQrCode);

export const ZQrCodeStatusQuery = z.object({ qr_code_id: zQrCodeId() });
export const ZQrCodeState = z.object({ status: z.enum(QR_STATUSES), expiresIn: z.number().int() });
export type TQrCodeState = z.infer<typeof ZQrCodeState>;
export const ZQrCodeStatusResponse = envelope(ZQrCodeState);

export const ZQrCodeLoginRequest = z.object({ qr_code_id: zQrCodeId(), redirect: z.string().max(500).optional() });
export type TQrCodeLoginRequest = z.infer<typeof ZQrCodeLoginRequest>;

/** The phone's side: scanning marks the code and tells the phone who is asking. */
export const ZScanQrCodeRequest = z.object({ code: zScanCode() });
export const ZQrCodeRequester = z.object({
  loginType: z.enum(QR_LOGIN_TYPES),
  /** Whom the desktop will be signed in as. */
  account: z.string(),
  ip: z.string(),
  device: z.string(),
  requestedAt: z.string(),
  expiresIn: z.number().int(),
});
export type TQrCodeRequester = z.infer<typeof ZQrCodeRequester>;
export const ZScanQrCodeResponse = envelope(ZQrCodeRequester);

export const ZConfirmQrCodeRequest = z.object({
  code: zScanCode(),
  approve: z.boolean({ error: '请选择确认或取消' }),
});
export type TConfirmQrCodeRequest = z.infer<typeof ZConfirmQrCodeRequest>;
export const ZConfirmQrCodeResponse = envelope(z.object({ status: z.enum(['confirmed', 'declined']) }));
