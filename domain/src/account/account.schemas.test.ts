import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  passwordProblem,
  ZChangeMobileRequest,
  ZChangePasswordRequest,
  zNewPassword,
} from './account.schemas.ts';

describe('new password strength', () => {
  it.each([
    ['Abcdef1!', null],
    ['abcdef12!', null],
    ['ABCDEF12', PASSWORD_MESSAGES.classes],
    ['abcdefgh', PASSWORD_MESSAGES.classes],
    ['abcdefg1', PASSWORD_MESSAGES.classes],
    ['Ab1!', PASSWORD_MESSAGES.length],
    [`Ab1!${'x'.repeat(61)}`, PASSWORD_MESSAGES.length],
    [`Ab1!${'x'.repeat(60)}`, null],
    ['Abc def1!', PASSWORD_MESSAGES.spaces],
    ['', PASSWORD_MESSAGES.required],
    ['密码Abc12345', null],
  ])('%s -> %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ['Admin_2026', ['admin_2026'], PASSWORD_MESSAGES.accountName],
    ['Zhang.San1', ['ZHANG.SAN1'], PASSWORD_MESSAGES.accountName],
    ['Admin_2026!', ['Admin_2026'], null],
    ['Admin_2026', ['root', '13800000001'], null],
    ['Admin_2026', [''], null],
  ])('%s with account names %j -> %s', (password, names, problem) => {
    expect(passwordProblem(password, names)).toBe(problem);
  });

  it('says the account-name refusal in the zod rule the forms use', () => {
    expect(zNewPassword(['Park_Admin1']).safeParse('park_admin1').error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.accountName);
  });
});

const CLASS_CHARS = ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz', '0123456789', '!@#$%^&*()-_=+[]{};:,.<>/?~'] as const;
const fromClasses = (classes: readonly number[], length: { minLength?: number; maxLength?: number }) =>
  fc.string({ ...length, unit: fc.constantFrom(...classes.flatMap((c) => [...(CLASS_CHARS[c] ?? '')])) });

describe('password policy properties', () => {
  it('passes any password of 8 to 64 characters using at least 3 classes, when it is not the account name', () => {
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2, 3], { minLength: 3 }).chain((classes) =>
          fc.tuple(
            fc.tuple(...classes.map((c) => fc.constantFrom(...(CLASS_CHARS[c] ?? '')))),
            fromClasses(classes, { maxLength: PASSWORD_MAX }),
          ),
        ),
        fc.string({ maxLength: 20 }),
        ([required, rest], accountName) => {
          const password = (required.join('') + rest).padEnd(PASSWORD_MIN, required.join('')).slice(0, PASSWORD_MAX);
          fc.pre(password.toLowerCase() !== accountName.toLowerCase());
          expect(passwordProblem(password, [accountName])).toBeNull();
        },
      ),
    );
  });

  it('refuses any password of fewer than 3 classes, naming the classes when its length is allowed', () => {
    fc.assert(
      fc.property(
        fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 }).chain((classes) => fromClasses(classes, { maxLength: PASSWORD_MAX + 8 })),
        (password) => {
          const length = [...password].length;
          const expected = length === 0 ? PASSWORD_MESSAGES.required : length < PASSWORD_MIN || length > PASSWORD_MAX ? PASSWORD_MESSAGES.length : PASSWORD_MESSAGES.classes;
          expect(passwordProblem(password)).toBe(expected);
        },
      ),
    );
  });
});

describe('change password request', () => {
  const ok = { oldPassword: 'Demo@2026', newPassword: 'Better#2026', confirmPassword: 'Better#2026' };

  it('accepts a strong new password confirmed twice', () => {
    expect(ZChangePasswordRequest.parse(ok)).toEqual(ok);
  });

  it('refuses a mismatched confirmation on the confirmation field', () => {
    const issue = ZChangePasswordRequest.safeParse({ ...ok, confirmPassword: 'Better#2027' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['confirmPassword'], message: PASSWORD_MESSAGES.confirm });
  });

  it('refuses reusing the old password', () => {
    const issue = ZChangePasswordRequest.safeParse({ ...ok, newPassword: ok.oldPassword, confirmPassword: ok.oldPassword })
      .error?.issues[0];
    expect(issue).toMatchObject({ path: ['newPassword'], message: PASSWORD_MESSAGES.sameAsOld });
  });
});

describe('change mobile request', () => {
  it('needs a mainland mobile and a 6-digit code', () => {
    expect(ZChangeMobileRequest.parse({ mobile: ' 13900000088 ', code: '012345' })).toEqual({ mobile: '13900000088', code: '012345' });
    expect(ZChangeMobileRequest.safeParse({ mobile: '12345', code: '012345' }).error?.issues[0]?.message).toBe('请输入正确的11位手机号码');
    expect(ZChangeMobileRequest.safeParse({ mobile: '13900000088', code: '12ab' }).error?.issues[0]?.message).toBe('请输入6位数字验证码');
  });
});
