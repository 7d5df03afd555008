import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SAM, sendCode } from '../test/login.ts';

let t: TestApp;
beforeAll(async () => {
  // Production refuses to start without the hand-off secrets (park-systems.ts).
  const secrets = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `test-${s}-secret-`.padEnd(40, 'x')]));
  t = await buildTestApp({ env: { NODE_ENV: 'production', ...secrets } });
});
afterAll(async () => {
  await t?.close();
});

describe('devOutbox in production', () => {
  it('is not registered, while codes are still sent through the transport', async () => {
    expect((await sendCode(t.app, '13900000031')).statusCode).toBe(200);
    expect(t.sent.at(-1)?.mobile).toBe('13900000031');
    expect(t.sent.at(-1)?.text).toMatch(/\d{6}/);
    const res = await t.app.inject({ method: 'GET', url: `${SAM}/devOutbox`, query: { mobile: '13900000031' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(CODES.notFound);
    expect(res.body).not.toMatch(/\d{6}"/);
  });
});
