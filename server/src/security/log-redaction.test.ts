import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { redactUrl } from '../plugins/logging.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { login, outboxCode, passwordLogin, SAM, sendCode } from '../test/login.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logTo: (line) => void lines.push(line),
    routes: (app) => {
      // A careless handler that logs the whole request before failing: the logger must still censor it.
      app.post('/test-only/careless', async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'careless request dump');
        throw new Error('boom');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('logs never carry a credential', () => {
  it('redacts tokens, SMS codes and passwords from URLs, headers and bodies in every line', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    await sendCode(t.app, '13800000001');
    const smsCode = await outboxCode(t.app, '13800000001');
    const bearer = 'Bearer sEcReT-bearer-value-1234567890';
    const password = 'Wrong@Password-9876';

    await t.app.inject({ method: 'GET', url: `${SAM}/info?token=${token}&mobile=13800000001`, headers: { authorization: bearer } });
    await t.app.inject({ method: 'GET', url: `${API_BASE}/litemsg/sseChannel?TOKEN=${token}` });
    await login(t.app, { type: 'personPassword', account: 'zhangsan', password });
    await login(t.app, { type: 'personMobile', mobile: '13800000001', code: smsCode });
    const careless = await t.app.inject({
      method: 'POST',
      url: `/test-only/careless?code=${smsCode}`,
      headers: { 'x-token': token, authorization: bearer, cookie: `sid=${token}` },
      payload: { password, code: smsCode, token },
    });
    expect(careless.statusCode).toBe(500);

    const log = lines.join('');
    // The requests were logged (the test looks at real lines) ...
    expect(log).toContain('/sam/info?token=[redacted]&mobile=13800000001');
    expect(log).toContain('careless request dump');
    expect(log).toContain('request failed');
    // ... and no secret made it into any of them.
    for (const secret of [token, smsCode, password, 'sEcReT-bearer-value']) expect(log).not.toContain(secret);
  });

  it.each([
    ['/a?token=abc', '/a?token=[redacted]'],
    ['/a?x=1&Ticket=abc&y=2', '/a?x=1&Ticket=[redacted]&y=2'],
    ['/cross?Xtoken=abc&Xreferer=oa&Xttl=60', '/cross?Xtoken=[redacted]&Xreferer=oa&Xttl=60'],
    ['/a?%74oken=abc', '/a?%74oken=[redacted]'],
    ['/a?unicodes=ENT-1&code', '/a?unicodes=ENT-1&code=[redacted]'],
    ['/a/no-query', '/a/no-query'],
  ])('redactUrl(%s)', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
