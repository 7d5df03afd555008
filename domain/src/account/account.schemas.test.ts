import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem, ZChangeMobileRequest, ZChangePasswordRequest } from './account.schemas.ts';

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
