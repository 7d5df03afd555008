import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { LOGIN_TYPES } from '../auth/login-types.ts';
import { SMS_CODE_PATTERN } from '../auth/auth.schemas.ts';
import { zMobile } from '../validators/mobile.ts';

/**
 * Account management (/account/index): password, bound mobile and the enterprises the account acts for.
 * A company sign-in manages the company account (the credit-code password and the legal person's mobile);
 * a personal sign-in manages the person's own.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** How many earlier passwords, besides the current one, a new password may not repeat. */
export const PASSWORD_HISTORY = 3;

export const PASSWORD_MESSAGES = {
  required: '请输入新密码',
  length: `密码长度应为${PASSWORD_MIN}至${PASSWORD_MAX}个字符`,
  classes: '密码须包含大写字母、小写字母、数字、符号中的至少三种',
  spaces: '密码不能包含空格',
  accountName: '密码不能与账号名相同',
  recent: `新密码不能与当前密码或最近${PASSWORD_HISTORY}次使用过的密码相同`,
  sameAsOld: '新密码不能与原密码相同',
  confirm: '两次输入的新密码不一致',
  oldRequired: '请输入原密码',
  oldWrong: '原密码错误',
  changed: '密码修改成功，其他设备上的登录已失效',
  changeFirst: '请先修改初始密码',
} as const;

export const MOBILE_CHANGE_MESSAGES = {
  same: '新手机号与当前绑定的手机号相同',
  takenByUser: '该手机号已被其他账号绑定',
  takenByCompany: '该手机号已绑定其他企业账号',
  changed: '手机号换绑成功',
} as const;

const CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d\s]/] as const;

/** How many of upper case, lower case, digit and symbol a password uses. */
export const passwordClassCount = (password: string): number => CLASSES.filter((re) => re.test(password)).length;

/**
 * The password policy for every password a person sets or changes (and every one the system hands out):
 * the first rule a new password breaks, or null when it passes. `accountNames` are the names the account
 * signs in with; the password may not be one of them in any letter case. Whether it repeats a recent
 * password only the server can tell (it holds the hashes).
 */
export const passwordProblem = (password: string, accountNames: readonly string[] = []): string | null => {
  if (password === '') return PASSWORD_MESSAGES.required;
  if (/\s/.test(password)) return PASSWORD_MESSAGES.spaces;
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return PASSWORD_MESSAGES.length;
  if (passwordClassCount(password) < 3) return PASSWORD_MESSAGES.classes;
  const folded = password.toLowerCase();
  if (accountNames.some((name) => name !== '' && name.toLowerCase() === folded)) return PASSWORD_MESSAGES.accountName;
  return null;
};

export const zNewPassword = (accountNames: readonly string[] = []) =>
  z
    .string({ error: PASSWORD_MESSAGES.required })
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value, accountNames);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });

/** `oldPassword` may be empty only for an account that has no password yet (see the service). */
export const ZChangePasswordRequest = z
  .object({
    oldPassword: z.string({ error: PASSWORD_MESSAGES.oldRequired }).max(PASSWORD_MAX, PASSWORD_MESSAGES.oldWrong),
    newPassword: zNewPassword(),
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirm }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.confirm });
    }
    if (v.oldPassword !== '' && v.oldPassword === v.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_MESSAGES.sameAsOld });
    }
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** The code is the one POST /sam/sendSmsCode sent to the new number. */
export const ZChangeMobileRequest = z.object({
  mobile: zMobile(),
  code: z.string({ error: '请输入验证码' }).trim().regex(SMS_CODE_PATTERN, '请输入6位数字验证码'),
});
export type TChangeMobileRequest = z.input<typeof ZChangeMobileRequest>;

export const ZAccountEnterprise = z.object({
  unicodes: z.string(),
  name: z.string(),
  creditCode: z.string().nullable(),
  legalPerson: z.string(),
  taxFinish: z.number().int(),
});
export type TAccountEnterprise = z.infer<typeof ZAccountEnterprise>;

export const ZAccountOverview = z.object({
  loginType: z.enum(LOGIN_TYPES),
  /** `company`: the company account (credit-code password, legal person's mobile); `person`: the user's own. */
  kind: z.enum(['company', 'person']),
  name: z.string(),
  /** The account name shown: the credit code of a company, else the username. */
  account: z.string(),
  mobile: z.string(),
  hasPassword: z.boolean(),
  enterprises: z.array(ZAccountEnterprise),
});
export type TAccountOverview = z.infer<typeof ZAccountOverview>;
export const ZAccountOverviewResponse = envelope(ZAccountOverview);

export const ZAccountChangedResponse = envelope(z.object({ message: z.string() }));

const tag = 'account';
/** Account management (/account/index): every call acts on the caller's own account only. */
export const ACCOUNT_CALLS = {
  get: defineCall({ method: 'GET', path: '/account/get', tag, summary: '账号信息与所属企业', input: z.object({}), reply: ZAccountOverviewResponse }),
  changePassword: defineCall({
    method: 'POST',
    path: '/account/changePassword',
    tag,
    summary: '修改密码（其他设备上的登录随之失效）',
    input: ZChangePasswordRequest,
    reply: ZAccountChangedResponse,
  }),
  changeMobile: defineCall({
    method: 'POST',
    path: '/account/changeMobile',
    tag,
    summary: '换绑手机号（验证码发送至新号码）',
    input: ZChangeMobileRequest,
    reply: ZAccountChangedResponse,
  }),
};
