import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, SAM } from '../test/login.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ftown-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  t = await buildTestApp({ env: { WEB_DIST: dist, PARK_CHANGE_URL: 'https://change.park.example/entry' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (res: LightMyRequestResponse) =>
  new Map(
    String(res.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );

const expectProtected = (res: LightMyRequestResponse) => {
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
};

describe('security headers on every reply', () => {
  it('API replies, success and refusal, are protected and never stored', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const replies = [
      await t.app.inject({ method: 'GET', url: `${SAM}/info`, headers: { 'x-token': token } }),
      await t.app.inject({ method: 'GET', url: `${SAM}/info` }),
      await t.app.inject({ method: 'POST', url: `${SAM}/login`, headers: { 'content-type': 'application/json' }, payload: '{bad' }),
      await t.app.inject({ method: 'GET', url: `${API_BASE}/no/such/call` }),
      await t.app.inject({ method: 'GET', url: '/health' }),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 400, 404, 200]);
    for (const res of replies) {
      expectProtected(res);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('the app page and its hashed assets are protected; only the assets are cached for long', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login/edge' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect([page.statusCode, asset.statusCode, missing.statusCode]).toEqual([200, 200, 404]);
    for (const res of [page, asset, missing]) expectProtected(res);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(asset.headers['cache-control']).toContain('immutable');
    // No inline script anywhere; antd writes its styles into <style> elements, so inline styles are allowed.
    expect(directives(page).get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives(page).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets the portal frame the park systems it shows (/hull), and only itself frame the stand-ins', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(page).get('frame-src')).toEqual(["'self'", 'https://change.park.example']);

    const standIn = await t.app.inject({ method: 'GET', url: '/park/enterprise/' });
    expect(standIn.statusCode).toBe(200);
    expect(directives(standIn).get('frame-ancestors')).toEqual(["'self'"]);
    expect(standIn.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(standIn.headers['x-content-type-options']).toBe('nosniff');
  });
});
