import { z } from 'zod';
import { envelope } from '../api/envelope.ts';
import { LOGIN_TYPES } from './login-types.ts';
import { zMobile } from '../validators/mobile.ts';

export const SMS_CODE_PATTERN = /^\d{6}$/;
const zSmsCode = () => z.string({ error: '请输入验证码' }).trim().regex(SMS_CODE_PATTERN, '请输入6位数字验证码');
const zPassword = () => z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不能超过64个字符');
const zRedirect = () => z.string().max(500).optional();

/** POST /sam/login: one shape per credential type, told apart by `type` (spec section 7). */
export const ZLoginRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('personMobile'), mobile: zMobile(), code: zSmsCode(), redirect: zRedirect() }),
    z.object({ type: z.literal('companyMobile'), mobile: zMobile(), code: zSmsCode(), redirect: zRedirect() }),
    z.object({
      type: z.literal('personPassword'),
      account: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号不能超过64个字符'),
      password: zPassword(),
      redirect: zRedirect(),
    }),
    z.object({
      type: z.literal('companyPassword'),
      account: z
        .string({ error: '请输入统一社会信用代码' })
        .trim()
        .toUpperCase()
        .regex(/^[0-9A-Z]{18}$/, '请输入18位统一社会信用代码'),
      password: zPassword(),
      redirect: zRedirect(),
    }),
  ],
  { error: '不支持的登录方式' },
);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = envelope(z.object({ token: z.string() }));

export const ZSendSmsCodeRequest = z.object({ mobile: zMobile() });
export type TSendSmsCodeRequest = z.infer<typeof ZSendSmsCodeRequest>;
export const ZSendSmsCodeResponse = envelope(z.object({ expiresIn: z.number().int() }));

export const ZDevOutboxQuery = z.object({ mobile: zMobile() });
export const ZDevOutboxResponse = envelope(z.object({ code: z.string() }));

/**
 * GET /sam/info: the fields spec section 3 reads. `nodes` stays the comma-joined string of the original
 * contract (see splitNodes); `unicodes` lists the enterprises the account acts for.
 */
export const ZUserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  phone: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roleNames: z.array(z.string()),
  nodes: z.string(),
  orgNames: z.string(),
  jobNames: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  organizationCode: z.string(),
  unicodes: z.array(z.string()),
  /** Signed in with a one-time password: the web app sends the user to change it before anything else. */
  mustChangePassword: z.boolean(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
export const ZUserInfoResponse = envelope(ZUserInfo);

export const ZEmptyResponse = envelope(z.null());
