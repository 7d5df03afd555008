import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: { LOG_LEVEL: 'info' },
      logTo: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      routes: (app) => {
        app.get('/test-only/fail', async () => {
          throw new Error('boom');
        });
      },
    });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('names the same id in the error envelope and the X-Request-Id header', async () => {
    for (const url of [`${API_BASE}/no-such-call`, `${API_BASE}/user/info`, '/test-only/fail']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      const id = reply.headers['x-request-id'];
      expect(id, url).toMatch(UUID);
      expect(reply.json().requestId, url).toBe(id);
    }
  });

  it('keeps a short safe incoming id and replaces anything else', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    for (const bad of ['has space', 'a'.repeat(65), '"quoted"', '']) {
      const reply = await t.app.inject({ method: 'GET', url: `${API_BASE}/no-such-call`, headers: { 'x-request-id': bad } });
      expect(reply.headers['x-request-id'], bad).toMatch(UUID);
      expect(reply.json().requestId, bad).toBe(reply.headers['x-request-id']);
    }
  });

  it('puts the id on the log lines of the request, including the failure line', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/test-only/fail', headers: { 'x-request-id': 'trace-0001' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toMatchObject({ code: CODES.server, requestId: 'trace-0001' });
    const mine = lines.filter((l) => l.reqId === 'trace-0001');
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request failed', 'request completed']));
  });
});
