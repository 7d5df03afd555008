import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SAM, sendCode } from '../test/login.ts';

const devOutbox = (t: TestApp, mobile: string) => t.app.inject({ method: 'GET', url: `${SAM}/devOutbox`, query: { mobile } });

let production: TestApp;
let testMode: TestApp;
let development: TestApp;
beforeAll(async () => {
  // Production refuses to start without the hand-off secrets (park-systems.ts).
  const secrets = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `test-${s}-secret-`.padEnd(40, 'x')]));
  production = await buildTestApp({ env: { NODE_ENV: 'production', ...secrets } });
  testMode = await buildTestApp({ target: production.target, configuredSms: true });
  development = await buildTestApp({ target: production.target, configuredSms: true, env: { NODE_ENV: 'development' } });
});
afterAll(async () => {
  await development?.close();
  await testMode?.close();
  await production?.close();
});

describe('devOutbox', () => {
  it('is not registered in production, while codes are still sent through the transport', async () => {
    expect((await sendCode(production.app, '13900000031')).statusCode).toBe(200);
    expect(production.sent.at(-1)?.mobile).toBe('13900000031');
    expect(production.sent.at(-1)?.text).toMatch(/\d{6}/);
    const res = await devOutbox(production, '13900000031');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(CODES.notFound);
    // The reply's random request id may end in six digits itself: the code is looked for everywhere else.
    const { requestId: _requestId, ...reply } = res.json() as Record<string, unknown>;
    expect(JSON.stringify(reply)).not.toMatch(/\d{6}"/);
  });

  it('is not registered in test mode either, even with the log transport', async () => {
    expect((await sendCode(testMode.app, '13900000032')).statusCode).toBe(200);
    expect((await devOutbox(testMode, '13900000032')).statusCode).toBe(404);
  });

  it('shows the last code in development with the log transport', async () => {
    expect((await sendCode(development.app, '13900000033')).statusCode).toBe(200);
    const res = await devOutbox(development, '13900000033');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.code).toMatch(/^\d{6}$/);
  });
});
