import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { appPlugin, fastifyOptions } from '../app.ts';
import { ConfigError, loadConfig, trustProxyOf } from '../config.ts';
import { createTestClock, createTestDatabase } from '../test/build-test-app.ts';
import { passwordLogin, SAM } from '../test/login.ts';

/**
 * Issue 18 item 3: X-Forwarded-For names the client only when TRUST_PROXY says which proxies may send it.
 * The per-address QR limit, the address shown to the phone that confirms a QR login and the logged address
 * all come from request.ip.
 */

type Portal = { app: FastifyInstance; logs: () => string; advance(ms: number): void; close(): Promise<void> };

/** The whole app with its request log captured (the app's own logger options, at level info). */
const portal = async (env: Record<string, string>): Promise<Portal> => {
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(os.tmpdir(), `ftown-no-web-${randomBytes(4).toString('hex')}`),
    ...env,
  });
  let written = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  const base = fastifyOptions(config);
  const app = Fastify({ ...base, logger: { ...(typeof base.logger === 'object' ? base.logger : {}), stream } });
  const clock = createTestClock();
  await app.register(appPlugin, { config, dbTarget: db.target, clock, smsTransport: { send: async () => {} } });
  await app.ready();
  return {
    app,
    logs: () => written,
    advance: (ms) => clock.advance(ms),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
};

/** Opening PGlite and seeding on a busy machine; buildTestApp's users get the config's hook timeout. */
const BUILD_MS = 180_000;

let clientSeq = 0;
const generate = (p: Portal, forwardedFor: string) =>
  p.app.inject({
    method: 'POST',
    url: `${SAM}/generateQrCode`,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { loginType: 'personQrCode', clientId: `desktop-proxy-${(clientSeq += 1)}` },
  });

/** The address the phone is shown for a code the desktop asked for through `forwardedFor`. */
const shownToPhone = async (p: Portal, forwardedFor: string) => {
  const asked = await generate(p, forwardedFor);
  expect(asked.statusCode).toBe(200);
  const phone = await passwordLogin(p.app, 'personPassword', 'zhangsan');
  const scanned = await p.app.inject({
    method: 'POST',
    url: `${SAM}/scanQrCode`,
    headers: { 'x-token': phone },
    payload: { code: asked.json().data.scanCode },
  });
  expect(scanned.statusCode).toBe(200);
  return scanned.json().data.ip as string;
};

describe('TRUST_PROXY unset (the default)', () => {
  let p: Portal;
  beforeAll(async () => {
    p = await portal({});
  }, BUILD_MS);
  afterAll(async () => p?.close());

  it('a forged X-Forwarded-For does not get past the per-address QR limit', async () => {
    for (let i = 1; i <= 20; i += 1) expect((await generate(p, `203.0.113.${i}`)).statusCode).toBe(200);
    const refused = await generate(p, '203.0.113.21');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: CODES.tooMany, message: '二维码获取过于频繁，请稍后再试' });
    expect(refused.json().data).toEqual({ retryAfter: 60 });
    expect(refused.headers['retry-after']).toBe('60');
  });

  it("the phone is shown, and the log records, the socket's address, never the forged one", async () => {
    p.advance(61_000);
    expect(await shownToPhone(p, '198.51.100.77')).toBe('127.0.0.1');
    expect(p.logs()).toContain('"remoteAddress":"127.0.0.1"');
    expect(p.logs()).not.toContain('198.51.100.77');
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let p: Portal;
  beforeAll(async () => {
    p = await portal({ TRUST_PROXY: '127.0.0.1/32, 10.0.0.0/8' });
  }, BUILD_MS);
  afterAll(async () => p?.close());

  it('counts the QR limit per forwarded client', async () => {
    for (let i = 1; i <= 25; i += 1) expect((await generate(p, `203.0.113.${i}`)).statusCode).toBe(200);
    for (let i = 1; i <= 19; i += 1) expect((await generate(p, '203.0.113.1')).statusCode).toBe(200);
    expect((await generate(p, '203.0.113.1')).statusCode).toBe(429);
  });

  it('shows the phone, and logs, the forwarded client', async () => {
    expect(await shownToPhone(p, '198.51.100.77')).toBe('198.51.100.77');
    expect(p.logs()).toContain('"remoteAddress":"198.51.100.77"');
  });
});

describe('TRUST_PROXY values', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('is off unless set; takes a hop count or a list of addresses, CIDR blocks and range names', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.168.1.10', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else at start', () => {
    for (const bad of ['true', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example.com', '10.0.0.0/8,', '-1']) {
      expect(() => parse(bad), bad).toThrow(ConfigError);
    }
  });

  it('a hop count trusts that many proxies from the socket, whatever their addresses', async () => {
    const ipWith = async (trust: ReturnType<typeof trustProxyOf>) => {
      const app = Fastify({ trustProxy: trust });
      app.get('/ip', (request) => ({ ip: request.ip }));
      const res = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '198.51.100.1, 10.0.0.5' } });
      await app.close();
      return res.json().ip as string;
    };
    expect(await ipWith(trustProxyOf(false))).toBe('127.0.0.1');
    expect(await ipWith(trustProxyOf(1))).toBe('10.0.0.5');
    expect(await ipWith(trustProxyOf(2))).toBe('198.51.100.1');
    expect(await ipWith(trustProxyOf(['10.0.0.0/8']))).toBe('127.0.0.1');
    expect(await ipWith(trustProxyOf(['127.0.0.1', '10.0.0.0/8']))).toBe('198.51.100.1');
  });
});
