import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { splitNodes } from '@ftown/domain/auth/session';
import { NODES } from '@ftown/domain/auth/roles';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, login, outboxCode, passwordLogin, SAM, sendCode, smsLogin } from '../test/login.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Asserts a refusal: the status, the envelope code and a Chinese message. */
const expectRefused = (res: { statusCode: number; json(): unknown }, status: number, code: number) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  return body;
};

describe('login types with the demo accounts', () => {
  it('personPassword: zhangsan gets the applicant info with both enterprises', async () => {
    const res = await info(t.app, await passwordLogin(t.app, 'personPassword', 'zhangsan'));
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(CODES.ok);
    expect(data).toMatchObject({
      username: 'zhangsan',
      realname: '张三',
      phone: '13800000001',
      roleNames: ['editor'],
      nodes: '',
      loginType: 'personPassword',
      organizationCode: '',
      unicodes: ['ENT-1', 'ENT-2'],
      orgNames: '',
      jobNames: '',
    });
    expect(data.id).toBeGreaterThan(0);
  });

  it('personMobile: 13800000001 signs in as the same 张三 with an SMS code', async () => {
    const res = await info(t.app, await smsLogin(t.app, 'personMobile', '13800000001'));
    expect(res.json().data).toMatchObject({ username: 'zhangsan', loginType: 'personMobile', unicodes: ['ENT-1', 'ENT-2'] });
    expect(t.sent.at(-1)?.text).toContain(await outboxCode(t.app, '13800000001'));
  });

  it('personMobile: an unknown mobile registers a new individual applicant', async () => {
    const res = await info(t.app, await smsLogin(t.app, 'personMobile', '13900000077'));
    expect(res.json().data).toMatchObject({ phone: '13900000077', roleNames: ['editor'], unicodes: [], username: '' });
  });

  it('personMobile: a legal person signing in as themself the first time is registered under their name', async () => {
    const res = await info(t.app, await smsLogin(t.app, 'personMobile', '13800000002'));
    expect(res.json().data).toMatchObject({ phone: '13800000002', realname: '孙八', roleNames: ['editor'], loginType: 'personMobile' });
    // The number's next code may be sent a minute later (the company login below uses it).
    t.clock.advance(61_000);
  });

  it('companyPassword: the credit code signs in as enterprise C (lower case accepted)', async () => {
    const res = await info(t.app, await passwordLogin(t.app, 'companyPassword', '91330100ma27xy018x'));
    expect(res.json().data).toMatchObject({
      realname: '杭州示例实业投资有限公司',
      roleNames: ['editor'],
      loginType: 'companyPassword',
      organizationCode: '91330100MA27XY018X',
      unicodes: ['ENT-3'],
      phone: '13800000002',
    });
  });

  it('companyMobile: the legal person mobile signs in as enterprise C', async () => {
    const res = await info(t.app, await smsLogin(t.app, 'companyMobile', '13800000002'));
    expect(res.json().data).toMatchObject({
      loginType: 'companyMobile',
      organizationCode: '91330100MA27XY018X',
      unicodes: ['ENT-3'],
    });
  });

  it('companyMobile: a mobile that is no legal person is refused with 40100', async () => {
    await sendCode(t.app, '13900000088');
    const code = await outboxCode(t.app, '13900000088');
    const body = expectRefused(await login(t.app, { type: 'companyMobile', mobile: '13900000088', code }), 401, CODES.badCredentials);
    expect(body.message).toContain('法人');
  });

  it.each([
    ['admin', ['admin'], '', '', [...NODES]],
    ['chief', ['examiner'], '政务服务中心', '专员', ['examine', 'government/distribution', 'government/early', 'government/review', 'rejection', 'nopassed']],
    ['lawchief', ['examiner'], '法律合规中心', '专员', ['statute/distribution', 'statute/early', 'statute/review']],
    ['gov1', ['examiner'], '政务服务中心', '审查员', ['government/early', 'government/review']],
    ['law1', ['examiner'], '法律合规中心', '审查员', ['statute/early', 'statute/review']],
    ['risk1', ['examiner'], '风控委员会', '审查员', ['risk']],
    ['biz1', ['examiner'], '招商服务部', '专员', ['address', 'approval', 'approval/report', 'industry/index', 'industry/enroll', 'industry/send', 'industry/postback', 'industry/license']],
  ])('staff %s has roles, department, job and nodes', async (account, roles, org, job, nodes) => {
    const { data } = (await info(t.app, await passwordLogin(t.app, 'personPassword', account))).json();
    expect(data.roleNames).toEqual(roles);
    expect(data.orgNames).toBe(org);
    expect(data.jobNames).toBe(job);
    expect(data.nodes.endsWith(',')).toBe(true);
    expect(splitNodes(data.nodes)).toEqual(nodes);
    expect(data.unicodes).toEqual([]);
  });
});

describe('refused logins', () => {
  it('a wrong password and an unknown account get 401/40100', async () => {
    expectRefused(await login(t.app, { type: 'personPassword', account: 'gov1', password: 'nope' }), 401, CODES.badCredentials);
    expectRefused(await login(t.app, { type: 'personPassword', account: 'nobody', password: 'Demo@2026' }), 401, CODES.badCredentials);
    expectRefused(
      await login(t.app, { type: 'companyPassword', account: '91330100MA27XY0000', password: 'Demo@2026' }),
      401,
      CODES.badCredentials,
    );
  });

  it('a malformed body gets 400/42200 with field messages', async () => {
    const body = expectRefused(await login(t.app, { type: 'personMobile', mobile: '123', code: 'abc' }), 400, CODES.badInput);
    expect(Object.keys((body as unknown as { data: { fields: object } }).data.fields).sort()).toEqual(['code', 'mobile']);
    expectRefused(await login(t.app, { type: 'qq', account: 'x' }), 400, CODES.badInput);
    const raw = await t.app.inject({
      method: 'POST',
      url: `${SAM}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "personPassword",',
    });
    expectRefused(raw, 400, CODES.badInput);
  });

  it('a wrong SMS code, then too many wrong codes, then the right one no longer works', async () => {
    const mobile = '13900000011';
    await sendCode(t.app, mobile);
    const code = await outboxCode(t.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const body = expectRefused(await login(t.app, { type: 'personMobile', mobile, code: wrong }), 401, CODES.badCredentials);
      expect(body.message).toBe('验证码错误，请重新输入');
    }
    const body = expectRefused(await login(t.app, { type: 'personMobile', mobile, code }), 401, CODES.badCredentials);
    expect(body.message).toContain('次数过多');
  });

  it('an expired SMS code is refused; a used code cannot be reused', async () => {
    const mobile = '13900000012';
    await sendCode(t.app, mobile);
    const code = await outboxCode(t.app, mobile);
    t.clock.advance(5 * MINUTE + 1000);
    const expired = expectRefused(await login(t.app, { type: 'personMobile', mobile, code }), 401, CODES.badCredentials);
    expect(expired.message).toContain('过期');

    await sendCode(t.app, mobile);
    const fresh = await outboxCode(t.app, mobile);
    expect((await login(t.app, { type: 'personMobile', mobile, code: fresh })).statusCode).toBe(200);
    const used = expectRefused(await login(t.app, { type: 'personMobile', mobile, code: fresh }), 401, CODES.badCredentials);
    expect(used.message).toContain('已使用');
  });

  it('a login without any code sent is refused', async () => {
    const body = expectRefused(await login(t.app, { type: 'personMobile', mobile: '13900000013', code: '123456' }), 401, CODES.badCredentials);
    expect(body.message).toContain('获取验证码');
  });

  it('five failed password logins in 15 minutes lock the account with 429, even for the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expectRefused(await login(t.app, { type: 'personPassword', account: 'law1', password: 'wrong' }), 401, CODES.badCredentials);
    }
    const locked = expectRefused(await login(t.app, { type: 'personPassword', account: 'law1', password: 'Demo@2026' }), 429, CODES.tooMany);
    expect(locked.message).toContain('15分钟');
    // Other accounts are not affected.
    expect((await login(t.app, { type: 'personPassword', account: 'risk1', password: 'Demo@2026' })).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE + 1000);
    expect((await login(t.app, { type: 'personPassword', account: 'law1', password: 'Demo@2026' })).statusCode).toBe(200);
  });
});

describe('SMS rate limits', () => {
  it('refuses a second code within a minute, and the eleventh within a day', async () => {
    const mobile = '13900000021';
    const first = await sendCode(t.app, mobile);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ expiresIn: 300 });
    const tooSoon = expectRefused(await sendCode(t.app, mobile), 429, CODES.tooMany);
    expect(tooSoon.message).toContain('频繁');
    for (let i = 2; i <= 10; i += 1) {
      t.clock.advance(61_000);
      expect((await sendCode(t.app, mobile)).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const daily = expectRefused(await sendCode(t.app, mobile), 429, CODES.tooMany);
    expect(daily.message).toContain('10次');
    t.clock.advance(24 * HOUR);
    expect((await sendCode(t.app, mobile)).statusCode).toBe(200);
  });

  it('tells a caller refused as too soon how many seconds to wait, in the envelope and in Retry-After', async () => {
    const mobile = '13900000022';
    expect((await sendCode(t.app, mobile)).statusCode).toBe(200);
    t.clock.advance(15_500);
    const res = await sendCode(t.app, mobile);
    const body = expectRefused(res, 429, CODES.tooMany);
    expect(body).toMatchObject({ message: '验证码发送过于频繁，请45秒后再试', data: { retryAfter: 45 } });
    expect(res.headers['retry-after']).toBe('45');
  });

  it('refuses a malformed mobile with 42200', async () => {
    expectRefused(await sendCode(t.app, '12345'), 400, CODES.badInput);
  });
});

describe('tokens', () => {
  it('no token, a malformed token and an unknown token get 401/50008', async () => {
    expectRefused(await t.app.inject({ method: 'GET', url: `${SAM}/info` }), 401, CODES.badToken);
    expectRefused(await info(t.app, 'abc'), 401, CODES.badToken);
    expectRefused(await info(t.app, 'A'.repeat(43)), 401, CODES.badToken);
  });

  it('after logout the token gets 401/50012', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'chief');
    expect((await info(t.app, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: `${SAM}/logout`, headers: { 'x-token': token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: CODES.ok, message: '操作成功', data: null });
    expectRefused(await info(t.app, token), 401, CODES.revoked);
  });

  it('signing in again with the old token in X-Token revokes the old session', async () => {
    const old = await passwordLogin(t.app, 'personPassword', 'risk1');
    expect((await info(t.app, old)).statusCode).toBe(200);
    const res = await login(t.app, { type: 'personPassword', account: 'risk1', password: 'Demo@2026' }, { 'x-token': old });
    const fresh = res.json().data.token as string;
    expectRefused(await info(t.app, old), 401, CODES.revoked);
    expect((await info(t.app, fresh)).statusCode).toBe(200);
  });

  it('a token idle longer than TOKEN_IDLE_MINUTES gets 401/50014', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'biz1');
    t.clock.advance(119 * MINUTE);
    expect((await info(t.app, token)).statusCode).toBe(200);
    t.clock.advance(121 * MINUTE);
    expectRefused(await info(t.app, token), 401, CODES.expired);
  });

  it('a token in use past TOKEN_ABSOLUTE_HOURS gets 401/50014', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'lawchief');
    for (let elapsed = 0; elapsed < 11 * HOUR; elapsed += 100 * MINUTE) {
      t.clock.advance(100 * MINUTE);
      expect((await info(t.app, token)).statusCode).toBe(200);
    }
    t.clock.advance(2 * HOUR);
    expectRefused(await info(t.app, token), 401, CODES.expired);
  });
});
