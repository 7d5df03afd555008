import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { call } from '../applications/test-support.ts';
import { baseUrlOf, openSse, streamUrl } from '../live/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { METRICS_MESSAGES } from './metrics.ts';

const PARK_SECRETS = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `${s}-`.padEnd(40, 'x')]));
const TOKEN = 'metrics-token-for-tests-0123';

/** The value of one sample line of the exposition text, 0 when the series does not exist yet. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token or with another one', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const reply = await scrape(auth);
      expect(reply.statusCode, String(auth)).toBe(401);
      expect(reply.json()).toMatchObject({ code: CODES.badCredentials, message: METRICS_MESSAGES.badToken });
    }
  });

  it('counts requests by route pattern and reports streams and event-loop lag', async () => {
    const series = 'http_requests_total{method="GET",route="/health/live",status="200"}';
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, series);
    await t.app.inject({ method: 'GET', url: '/health/live' });
    await t.app.inject({ method: 'GET', url: '/health/live?x=1' });
    const reply = await scrape(`Bearer ${TOKEN}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(sample(reply.body, series)).toBe(before + 2);
    expect(sample(reply.body, 'http_request_duration_seconds_count{method="GET",route="/health/live",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(reply.body).toContain('live_open_streams 0');
    expect(reply.body).toContain('nodejs_eventloop_lag_seconds');
    // An unknown URL is counted under one label, not under its own path.
    await t.app.inject({ method: 'GET', url: '/ftown-api/no/such/thing-42' });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(after).toContain('route="unmatched"');
    expect(after).not.toContain('thing-42');
  });

  it('counts list-cache hits and misses and reports the database connections', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    // A page size no other test asks for: the first read is a miss, the second a hit.
    for (let i = 0; i < 2; i++) expect((await call(t.app, token, 'getAllApply', { size: 37 })).statusCode).toBe(200);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, 'list_cache_misses_total')).toBe(sample(before, 'list_cache_misses_total') + 1);
    expect(sample(after, 'list_cache_hits_total')).toBe(sample(before, 'list_cache_hits_total') + 1);
    expect(sample(after, 'list_cache_pages')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(after).toMatch(/^db_pool_waiting \d+$/m);
  });

  it('reports the event streams open now; a hijacked stream carries its request id too', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const stream = await openSse(streamUrl(baseUrlOf(t.app), 'messages', token));
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('x-request-id')).toBeTruthy();
      await stream.nextEvent();
      expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'live_open_streams')).toBe(1);
    } finally {
      stream.close();
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('has no route in production: the path is just another page address', async () => {
    const t = await buildTestApp({
      env: { NODE_ENV: 'production', ...PARK_SECRETS },
    });
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.body).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  }, 180_000);

  it('answers only this machine outside production', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
      expect(remote.statusCode).toBe(403);
      expect(remote.json().message).toBe(METRICS_MESSAGES.localOnly);
    } finally {
      await t.close();
    }
  }, 180_000);
});
