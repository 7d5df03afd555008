import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { LIVE_CALLS, LIVE_STREAMS, RECONNECT_MS, STREAM_TICKET_SECONDS, type LiveStream } from '@ftown/domain/live/live.schemas';
import { baseUrlOf, openSse, type SseReader } from '../live/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, SAM } from '../test/login.ts';

let t: TestApp;
let base: string;
const opened: SseReader[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(t.app);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

const ticketFor = async (token: string): Promise<string> => {
  const res = await t.app.inject({ method: 'POST', url: `${API_BASE}${LIVE_CALLS.streamTicket.path}`, headers: { 'x-token': token }, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  const { data } = res.json() as { data: { ticket: string; expiresIn: number } };
  expect(data.expiresIn).toBe(STREAM_TICKET_SECONDS);
  return data.ticket;
};

const openWith = async (kind: LiveStream, query: Record<string, string>) => {
  const s = await openSse(`${base}${API_BASE}${LIVE_STREAMS[kind].path}?${new URLSearchParams(query).toString()}`);
  opened.push(s);
  return s;
};

const expectRefused = (s: SseReader, status: number, code: number) => {
  expect(s.status).toBe(status);
  expect((JSON.parse(s.body) as { code: number }).code).toBe(code);
};

describe('tokens stay out of URLs', () => {
  it('ignores a token in the query of any call but the two event streams', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'gov1');
    const read = await t.app.inject({ method: 'GET', url: `${SAM}/info`, query: { token } });
    expect(read.statusCode).toBe(401);
    expect(read.json().code).toBe(CODES.badToken);
    const write = await t.app.inject({ method: 'POST', url: `${SAM}/logout`, query: { token }, payload: {} });
    expect(write.statusCode).toBe(401);
    // The session is untouched by either.
    expect((await t.app.inject({ method: 'GET', url: `${SAM}/info`, headers: { 'x-token': token } })).statusCode).toBe(200);
  });

  it('opens a stream with a ticket, once: the same ticket again is refused', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const ticket = await ticketFor(token);
    expect(ticket).not.toBe(token);

    const s = await openWith('messages', { ticket });
    expect(s.status, s.body).toBe(200);
    expect(await s.next()).toEqual({ retry: RECONNECT_MS });
    expect((await s.nextEvent()).event).toBe(LIVE_STREAMS.messages.event);

    expectRefused(await openWith('messages', { ticket }), 401, CODES.badToken);
  });

  it('of two streams opened at once with one ticket, exactly one is let in', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const ticket = await ticketFor(token);
    const both = await Promise.all([openWith('messages', { ticket }), openWith('messages', { ticket })]);
    expect(both.map((s) => s.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired ticket, a made-up one, one without a session behind it, and a missing one', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const stale = await ticketFor(token);
    t.clock.advance(STREAM_TICKET_SECONDS * 1000 + 1);
    expectRefused(await openWith('messages', { ticket: stale }), 401, CODES.badToken);
    expectRefused(await openWith('messages', { ticket: 'A'.repeat(43) }), 401, CODES.badToken);
    expectRefused(await openWith('messages', { ticket: 'not a ticket' }), 401, CODES.badToken);
    expectRefused(await openWith('messages', {}), 401, CODES.badToken);

    const revoked = await ticketFor(token);
    await t.app.inject({ method: 'POST', url: `${SAM}/logout`, headers: { 'x-token': token }, payload: {} });
    expectRefused(await openWith('messages', { ticket: revoked }), 401, CODES.revoked);

    const anonymous = await t.app.inject({ method: 'POST', url: `${API_BASE}${LIVE_CALLS.streamTicket.path}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the staff stream to staff whichever way the stream is opened', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    expectRefused(await openWith('notices', { ticket: await ticketFor(token) }), 403, CODES.forbidden);
    const staff = await openWith('notices', { ticket: await ticketFor(await passwordLogin(t.app, 'personPassword', 'chief')) });
    expect(staff.status, staff.body).toBe(200);
  });
});
