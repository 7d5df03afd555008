import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SAM } from '../test/login.ts';

/**
 * Issue 18 items 4 and 15: codes sent to many numbers from one client address, and from everyone together,
 * are limited per window (SMS bombing, cost); the limits hold under parallel bursts and refusals say when.
 */
const PER_CLIENT = 10;
const OVERALL = 25;
const HOUR_MS = 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SMS_PER_CLIENT_PER_HOUR: String(PER_CLIENT), SMS_PER_HOUR: String(OVERALL) } });
});
afterAll(async () => {
  await t?.close();
});

type Reply = { statusCode: number; headers: Record<string, unknown>; json(): { code: number; message: string; data: unknown } };

let nextNumber = 13700000000;
const freshMobile = () => String((nextNumber += 1));

const send = (from: string, mobile = freshMobile()) =>
  t.app.inject({ method: 'POST', url: `${SAM}/sendSmsCode`, remoteAddress: from, payload: { mobile } });

const statuses = (replies: Reply[]) => {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

const expectRetryLater = (res: Reply, message: string) => {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body).toEqual({ code: CODES.tooMany, message, data: { retryAfter: Number(res.headers['retry-after']) }, requestId: res.headers['x-request-id'] });
  return Number(res.headers['retry-after']);
};

describe('SMS codes per client address and overall', () => {
  it('30 parallel sends to 30 numbers from one address send exactly SMS_PER_CLIENT_PER_HOUR codes', async () => {
    const before = t.sent.length;
    const replies = await Promise.all(Array.from({ length: 30 }, () => send('10.1.0.1')));
    expect(statuses(replies)).toEqual({ 200: PER_CLIENT, 429: 30 - PER_CLIENT });
    expect(t.sent.length - before).toBe(PER_CLIENT);
    // The window began with the burst; the test clock has not moved.
    for (const r of replies.filter((x) => x.statusCode === 429)) expect(expectRetryLater(r, '当前网络获取验证码过于频繁，请60分钟后再试')).toBe(3600);
    // Another address is not held back.
    expect((await send('10.1.0.2')).statusCode).toBe(200);
  });

  it('a refused number (too soon) does not use up the address', async () => {
    t.clock.advance(HOUR_MS);
    const mobile = freshMobile();
    expect((await send('10.1.0.3', mobile)).statusCode).toBe(200);
    for (let i = 0; i < PER_CLIENT; i += 1) expect((await send('10.1.0.3', mobile)).statusCode).toBe(429);
    for (let i = 1; i < PER_CLIENT; i += 1) expect((await send('10.1.0.3')).statusCode).toBe(200);
    expectRetryLater(await send('10.1.0.3'), '当前网络获取验证码过于频繁，请60分钟后再试');
  });

  it('30 parallel sends from 30 addresses send no more than SMS_PER_HOUR codes in the hour', async () => {
    t.clock.advance(HOUR_MS);
    const before = t.sent.length;
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => send(`10.2.0.${i + 1}`)));
    expect(statuses(replies)).toEqual({ 200: OVERALL, 429: 30 - OVERALL });
    expect(t.sent.length - before).toBe(OVERALL);
    for (const r of replies.filter((x) => x.statusCode === 429)) expectRetryLater(r, '短信验证码发送繁忙，请60分钟后再试');
    t.clock.advance(HOUR_MS);
    expect((await send('10.2.0.1')).statusCode).toBe(200);
  });

  it("a number's daily limit says when its oldest code of the day ages out", async () => {
    t.clock.advance(HOUR_MS);
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await send(`10.3.0.${i + 1}`, mobile)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    // Ten codes sent 61 s apart; the first is 610 s old, so it leaves the 24 hours in 86400 - 610 s.
    expect(expectRetryLater(await send('10.3.0.99', mobile), '该手机号24小时内获取验证码已达10次，请明天再试')).toBe(86_400 - 610);
  });
});
