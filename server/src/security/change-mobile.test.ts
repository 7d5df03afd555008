import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { outboxCode, passwordLogin, sendCode } from '../test/login.ts';

/** Issue 18 item 8: /account/changeMobile checks the code first, so it does not tell which numbers are bound. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TAKEN = '13800000001'; // 张三's number (demo seed)
const FREE = '13900000999';

const changeMobile = (token: string, mobile: string, code: string) =>
  t.app.inject({ method: 'POST', url: `${API_BASE}/account/changeMobile`, headers: { 'x-token': token }, payload: { mobile, code } });

/** A reply as a prober compares them: status and envelope, apart from the request id every reply has its own of. */
const reply = (res: { statusCode: number; body: string }) => {
  const { requestId: _requestId, ...body } = JSON.parse(res.body) as Record<string, unknown>;
  return { status: res.statusCode, body };
};

describe('changeMobile without the phone', () => {
  it('answers alike for a taken and a free number when no code was sent to either', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'gov1');
    const taken = reply(await changeMobile(token, TAKEN, '123456'));
    expect(taken).toEqual(reply(await changeMobile(token, FREE, '123456')));
    expect(taken.status).toBe(401);
  });

  it('answers alike for a taken and a free number with a wrong code', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'law1');
    for (const mobile of [TAKEN, FREE]) expect((await sendCode(t.app, mobile)).statusCode).toBe(200);
    const wrongFor = async (mobile: string) => ((await outboxCode(t.app, mobile)) === '000000' ? '111111' : '000000');
    const taken = reply(await changeMobile(token, TAKEN, await wrongFor(TAKEN)));
    const free = reply(await changeMobile(token, FREE, await wrongFor(FREE)));
    expect(taken).toEqual(free);
    expect(taken.body).toMatchObject({ message: '验证码错误，请重新输入' });
  });
});
