import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { PASSWORD_HISTORY, PASSWORD_MESSAGES } from '@ftown/domain/account/account.schemas';
import { createAdministrator } from '../admin/create-administrator.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, login, outboxCode, passwordLogin, sendCode, smsLogin } from '../test/login.ts';

const ACCOUNT = `${API_BASE}/account`;
const CREDIT_CODE = '91330100MA27XY018X';
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const overview = (token: string) => t.app.inject({ method: 'GET', url: `${ACCOUNT}/get`, headers: { 'x-token': token } });
const changePassword = (token: string, oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
  t.app.inject({ method: 'POST', url: `${ACCOUNT}/changePassword`, headers: { 'x-token': token }, payload: { oldPassword, newPassword, confirmPassword } });
const changeMobile = (token: string, mobile: string, code: string) =>
  t.app.inject({ method: 'POST', url: `${ACCOUNT}/changeMobile`, headers: { 'x-token': token }, payload: { mobile, code } });

describe('account overview', () => {
  it('a company sign-in manages the company account and sees its enterprise', async () => {
    const res = await overview(await passwordLogin(t.app, 'companyPassword', CREDIT_CODE));
    expect(res.json().data).toEqual({
      loginType: 'companyPassword',
      kind: 'company',
      name: '杭州示例实业投资有限公司',
      account: CREDIT_CODE,
      mobile: '13800000002',
      hasPassword: true,
      enterprises: [{ unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: CREDIT_CODE, legalPerson: '孙八', taxFinish: 1 }],
    });
  });

  it('a personal sign-in manages the person and lists every enterprise they act for', async () => {
    const data = (await overview(await passwordLogin(t.app, 'personPassword', 'zhangsan'))).json().data;
    expect(data).toMatchObject({ kind: 'person', account: 'zhangsan', mobile: '13800000001', hasPassword: true });
    expect(data.enterprises.map((e: { unicodes: string }) => e.unicodes)).toEqual(['ENT-1', 'ENT-2']);
  });
});

describe('change password', () => {
  it('needs the right old password and a strong new one', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'law1');
    const wrong = await changePassword(token, 'Wrong@2026', 'Better#2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: CODES.badInput, message: '原密码错误', data: { fields: { oldPassword: '原密码错误' } } });
    const weak = await changePassword(token, 'Demo@2026', 'abcdefgh');
    expect(weak.json()).toMatchObject({ code: CODES.badInput, message: '密码须包含大写字母、小写字母、数字、符号中的至少三种' });
    const mismatch = await changePassword(token, 'Demo@2026', 'Better#2026', 'Better#2027');
    expect(mismatch.json().data.fields).toEqual({ confirmPassword: '两次输入的新密码不一致' });
  });

  it('stops guessing the old password after five failures', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'risk1');
    for (let i = 0; i < 5; i++) expect((await changePassword(token, `Guess@${i}xyz`, 'Better#2026')).statusCode).toBe(400);
    const res = await changePassword(token, 'Demo@2026', 'Better#2026');
    expect(res.statusCode).toBe(429);
    t.clock.advance(16 * MINUTE);
    expect((await changePassword(token, 'Demo@2026', 'Better#2026')).statusCode).toBe(200);
  });

  it("revokes the account's other sessions, keeps the current one, and the new password signs in", async () => {
    const current = await passwordLogin(t.app, 'companyPassword', CREDIT_CODE);
    const other = await passwordLogin(t.app, 'companyPassword', CREDIT_CODE);
    const legalPerson = await smsLogin(t.app, 'companyMobile', '13800000002');
    expect((await info(t.app, other)).statusCode).toBe(200);

    const res = await changePassword(current, 'Demo@2026', 'Fresh#Pass9');
    expect(res.json()).toMatchObject({ code: CODES.ok, message: '密码修改成功，其他设备上的登录已失效' });

    expect((await info(t.app, current)).statusCode).toBe(200);
    for (const token of [other, legalPerson]) {
      const revoked = await info(t.app, token);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().code).toBe(CODES.revoked);
    }
    expect((await login(t.app, { type: 'companyPassword', account: CREDIT_CODE, password: 'Demo@2026' })).statusCode).toBe(401);
    expect((await login(t.app, { type: 'companyPassword', account: CREDIT_CODE, password: 'Fresh#Pass9' })).statusCode).toBe(200);
  });
});

describe('password policy and history', () => {
  const refusal = (message: string) => ({ code: CODES.badInput, message, data: { fields: { newPassword: message } } });

  it('refuses, on the new-password field, a short, a two-class, the account name, the current and the last 3; the 4th-oldest comes back', async () => {
    const { id, password: oneTime } = await createAdministrator(t.app.db, t.clock, { username: 'Ops.Admin1', realname: '运维' });
    const token = await passwordLogin(t.app, 'personPassword', 'Ops.Admin1', oneTime);

    // The forced first change is held to the same policy.
    for (const [weak, message] of [
      ['Ab1!x', PASSWORD_MESSAGES.length],
      ['abcdefgh12', PASSWORD_MESSAGES.classes],
      ['ops.admin1', PASSWORD_MESSAGES.accountName],
    ] as const) {
      const res = await changePassword(token, oneTime, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusal(message));
    }

    const used = [oneTime, 'First#Pass1', 'Second#Pass2', 'Third#Pass3', 'Fourth#Pass4'];
    for (let i = 1; i < used.length; i += 1) expect((await changePassword(token, used[i - 1] ?? '', used[i] ?? '')).statusCode).toBe(200);
    const history = await t.app.db.selectFrom('passwordHistory').select('id').where('userId', '=', id).execute();
    expect(history).toHaveLength(PASSWORD_HISTORY);

    const current = 'Fourth#Pass4';
    for (const recent of ['First#Pass1', 'Second#Pass2', 'Third#Pass3']) {
      const res = await changePassword(token, current, recent);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(refusal(PASSWORD_MESSAGES.recent));
    }
    // Refusals of a recent password are no guesses at the old one: five of them leave the change open.
    for (let i = 0; i < 5; i += 1) expect((await changePassword(token, current, 'Third#Pass3')).statusCode).toBe(400);
    expect((await changePassword(token, current, oneTime)).statusCode).toBe(200);
    expect((await login(t.app, { type: 'personPassword', account: 'Ops.Admin1', password: oneTime })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous changes to the same new password through: the comparison is inside the write', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'director');
    const replies = await Promise.all([changePassword(token, 'Demo@2026', 'Twice#Pass1'), changePassword(token, 'Demo@2026', 'Twice#Pass1')]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const history = await t.app.db
      .selectFrom('passwordHistory as h')
      .innerJoin('users as u', 'u.id', 'h.userId')
      .select('h.id')
      .where('u.username', '=', 'director')
      .execute();
    expect(history).toHaveLength(1);
  });

  it('keeps a company account its own history, on the enterprise: it may not go back to its previous password', async () => {
    // The company's password became Fresh#Pass9 in "change password" above.
    const token = await passwordLogin(t.app, 'companyPassword', CREDIT_CODE, 'Fresh#Pass9');
    expect((await changePassword(token, 'Fresh#Pass9', 'Demo@2026')).json()).toMatchObject(refusal(PASSWORD_MESSAGES.recent));
    const owners = await t.app.db
      .selectFrom('passwordHistory as h')
      .innerJoin('enterprises as e', 'e.id', 'h.enterpriseId')
      .select(['e.creditCode', 'h.userId'])
      .execute();
    expect(owners).toEqual([{ creditCode: CREDIT_CODE, userId: null }]);
  });
});

describe('change the bound mobile', () => {
  it('needs the code sent to the new number, not one sent elsewhere', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    expect((await sendCode(t.app, '13800000001')).statusCode).toBe(200);
    const oldNumberCode = await outboxCode(t.app, '13800000001');
    const refused = await changeMobile(token, '13900000123', oldNumberCode);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: CODES.badCredentials, message: '请先获取验证码' });

    expect((await sendCode(t.app, '13900000123')).statusCode).toBe(200);
    const code = await outboxCode(t.app, '13900000123');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await changeMobile(token, '13900000123', wrong)).json().message).toBe('验证码错误，请重新输入');

    const res = await changeMobile(token, '13900000123', code);
    expect(res.json()).toMatchObject({ code: CODES.ok, message: '手机号换绑成功' });
    expect((await info(t.app, token)).json().data.phone).toBe('13900000123');
    // The code is single use.
    expect((await changeMobile(token, '13900000124', code)).statusCode).toBe(401);
    t.clock.advance(2 * MINUTE);
    const bySms = await info(t.app, await smsLogin(t.app, 'personMobile', '13900000123'));
    expect(bySms.json().data).toMatchObject({ username: 'zhangsan', phone: '13900000123' });
  });

  it('refuses a number another account holds once the code proves the phone (a wrong code: see security/)', async () => {
    await smsLogin(t.app, 'personMobile', '13900000077');
    const token = await passwordLogin(t.app, 'personPassword', 'gov1');
    t.clock.advance(2 * MINUTE);
    expect((await sendCode(t.app, '13900000077')).statusCode).toBe(200);
    const res = await changeMobile(token, '13900000077', await outboxCode(t.app, '13900000077'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('该手机号已被其他账号绑定');
  });

  it("moves the company's legal-person sign-in to the new number", async () => {
    t.clock.advance(2 * MINUTE);
    const token = await smsLogin(t.app, 'companyMobile', '13800000002');
    expect((await sendCode(t.app, '13900000555')).statusCode).toBe(200);
    const res = await changeMobile(token, '13900000555', await outboxCode(t.app, '13900000555'));
    expect(res.statusCode).toBe(200);
    expect((await overview(token)).json().data.mobile).toBe('13900000555');
    t.clock.advance(2 * MINUTE);
    const moved = await info(t.app, await smsLogin(t.app, 'companyMobile', '13900000555'));
    expect(moved.json().data).toMatchObject({ loginType: 'companyMobile', unicodes: ['ENT-3'] });
    expect((await sendCode(t.app, '13800000002')).statusCode).toBe(200);
    const stale = await login(t.app, { type: 'companyMobile', mobile: '13800000002', code: await outboxCode(t.app, '13800000002') });
    expect(stale.statusCode).toBe(401);
  });
});
