import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SAM } from '../test/login.ts';

/**
 * Issue 18 items 1, 4 (spraying) and 15: password checks are counted before they are made, so parallel
 * bursts get exactly the allowed number of checks, and every refusal says when to try again.
 * Each test signs in from its own client address (light-my-request's remoteAddress) so their counts stay apart.
 */
const PER_CLIENT = 10;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PASSWORD_FAILURES_PER_CLIENT: String(PER_CLIENT) } });
});
afterAll(async () => {
  await t?.close();
});

type Reply = { statusCode: number; headers: Record<string, unknown>; json(): { code: number; message: string; data: unknown } };

const login = (from: string, account: string, password: string) =>
  t.app.inject({ method: 'POST', url: `${SAM}/login`, remoteAddress: from, payload: { type: 'personPassword', account, password } });

const statuses = (replies: Reply[]) => {
  const counts: Record<number, number> = {};
  for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

/** A 429 in the envelope with a Chinese message, and Retry-After (whole seconds) equal to data.retryAfter. */
const expectRetryLater = (res: Reply, message: RegExp) => {
  expect(res.statusCode).toBe(429);
  const body = res.json();
  expect(body.code).toBe(CODES.tooMany);
  expect(body.message).toMatch(message);
  const header = Number(res.headers['retry-after']);
  expect(Number.isInteger(header) && header > 0).toBe(true);
  expect(body.data).toEqual({ retryAfter: header });
  return header;
};

describe('password failures per account', () => {
  it('40 parallel wrong passwords get exactly 5 checks; the rest, and then the right password, get 429 with Retry-After', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => login('10.0.1.1', 'law1', 'Wrong@2026')));
    expect(statuses(replies)).toEqual({ 401: 5, 429: 35 });
    for (const r of replies.filter((x) => x.statusCode === 429)) expectRetryLater(r, /^登录失败次数过多，请\d+分钟后再试$/);

    const locked = await login('10.0.1.1', 'law1', 'Demo@2026');
    const wait = expectRetryLater(locked, /^登录失败次数过多/);
    // The window started with the burst and the test clock has not moved: all of it is left.
    expect(wait).toBe(15 * 60);
    expect(locked.json().message).toBe('登录失败次数过多，请15分钟后再试');
    t.clock.advance((wait - 1) * 1000);
    const last = await login('10.0.1.1', 'law1', 'Demo@2026');
    expect(expectRetryLater(last, /^登录失败次数过多/)).toBe(1);
    expect(last.json().message).toBe('登录失败次数过多，请1秒后再试');
    t.clock.advance(1000);
    expect((await login('10.0.1.1', 'law1', 'Demo@2026')).statusCode).toBe(200);
  });

  it('with one check left, a burst of 30 wrong and the right password gets exactly one check, and the right one no more once it is used', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('10.0.1.2', 'risk1', 'Wrong@2026')).statusCode).toBe(401);
    const burst = [...Array.from({ length: 30 }, () => 'Wrong@2026'), 'Demo@2026'];
    const replies = await Promise.all(burst.map((password) => login('10.0.1.2', 'risk1', password)));
    const counts = statuses(replies);
    // One request took the last check: a wrong one (401, and the right one was refused) or the right one (200).
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(1);
    expect(counts[429]).toBe(30);
    expect(replies.at(-1)?.statusCode).toBe(counts[200] === 1 ? 200 : 429);
    // The window is used up either way: the right password waits for it to end.
    expectRetryLater(await login('10.0.1.2', 'risk1', 'Demo@2026'), /^登录失败次数过多/);
  });

  it('a success before the last check clears the earlier failures; a success with the last check does not', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('10.0.1.3', 'gov1', 'Wrong@2026')).statusCode).toBe(401);
    expect((await login('10.0.1.3', 'gov1', 'Demo@2026')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('10.0.1.3', 'gov1', 'Wrong@2026')).statusCode).toBe(401);
    expect((await login('10.0.1.3', 'gov1', 'Demo@2026')).statusCode).toBe(200);
    expectRetryLater(await login('10.0.1.3', 'gov1', 'Demo@2026'), /^登录失败次数过多/);
  });
});

describe('password failures per client address (spraying)', () => {
  it('40 parallel wrong passwords for 40 account names from one address get exactly PASSWORD_FAILURES_PER_CLIENT checks', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => login('10.0.2.1', `spray${i}`, 'Wrong@2026')));
    expect(statuses(replies)).toEqual({ 401: PER_CLIENT, 429: 40 - PER_CLIENT });
    for (const r of replies.filter((x) => x.statusCode === 429)) expectRetryLater(r, /^当前网络登录失败次数过多，请\d+分钟后再试$/);
    // The address is refused even for a right password; another address is not.
    expectRetryLater(await login('10.0.2.1', 'biz1', 'Demo@2026'), /^当前网络登录失败次数过多/);
    expect((await login('10.0.2.2', 'biz1', 'Demo@2026')).statusCode).toBe(200);
  });

  it('an address refused by the client limit leaves the accounts it named untouched', async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) expect((await login('10.0.2.3', `other${i}`, 'Wrong@2026')).statusCode).toBe(401);
    for (let i = 0; i < 6; i += 1) expectRetryLater(await login('10.0.2.3', 'chief', 'Wrong@2026'), /^当前网络/);
    // chief has had no password checked: all five of its checks are left for another address.
    for (let i = 0; i < 5; i += 1) expect((await login('10.0.2.4', 'chief', 'Wrong@2026')).statusCode).toBe(401);
    expectRetryLater(await login('10.0.2.4', 'chief', 'Wrong@2026'), /^登录失败次数过多/);
  });

  it('successful sign-ins do not use up the address: an office behind one address keeps signing in', async () => {
    for (let i = 0; i < PER_CLIENT + 2; i += 1) expect((await login('10.0.2.5', 'lawchief', 'Demo@2026')).statusCode).toBe(200);
    expect((await login('10.0.2.5', 'lawchief', 'Wrong@2026')).statusCode).toBe(401);
  });
});

describe('the old password of /account/changePassword', () => {
  const ACCOUNT = `${API_BASE}/account`;
  const tokenOf = async (account: string) => {
    const res = await login('10.0.3.1', account, 'Demo@2026');
    expect(res.statusCode).toBe(200);
    return (res.json().data as { token: string }).token;
  };
  const changePassword = (token: string, oldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ACCOUNT}/changePassword`,
      headers: { 'x-token': token },
      payload: { oldPassword, newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
    });

  it('40 parallel wrong old passwords get exactly 5 checks; then the right one gets 429 with Retry-After', async () => {
    const token = await tokenOf('zhangsan');
    const replies = await Promise.all(Array.from({ length: 40 }, () => changePassword(token, 'Guess@2026x')));
    expect(statuses(replies)).toEqual({ 400: 5, 429: 35 });
    for (const r of replies.filter((x) => x.statusCode === 429)) expectRetryLater(r, /^原密码错误次数过多，请\d+分钟后再试$/);
    const wait = expectRetryLater(await changePassword(token, 'Demo@2026'), /^原密码错误次数过多/);
    t.clock.advance(wait * 1000);
    expect((await changePassword(token, 'Demo@2026')).statusCode).toBe(200);
  });

  it('with one check left, a burst of 30 wrong and the right old password gets exactly one check', async () => {
    const token = await tokenOf('admin');
    for (let i = 0; i < 4; i += 1) expect((await changePassword(token, 'Guess@2026x')).statusCode).toBe(400);
    const burst = [...Array.from({ length: 30 }, () => 'Guess@2026x'), 'Demo@2026'];
    const replies = await Promise.all(burst.map((old) => changePassword(token, old)));
    const counts = statuses(replies);
    expect((counts[400] ?? 0) + (counts[200] ?? 0)).toBe(1);
    expect(counts[429]).toBe(30);
    expect(replies.at(-1)?.statusCode).toBe(counts[200] === 1 ? 200 : 429);
  });
});
