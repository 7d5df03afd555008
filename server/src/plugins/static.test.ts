import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX = '<!doctype html><html><body><div id="root">portal-index</div></body></html>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ftown-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app hosting', () => {
  it('serves index.html at / and for a deep browser-router path', async () => {
    for (const url of ['/', '/some/deep/path', '/login/edge?redirect=%2Fhome']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('portal-index');
    }
  });

  it('serves built assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('console.log');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an API path or a missing file with the app', async () => {
    const api = await t.app.inject({ method: 'GET', url: `${API_BASE}/some/deep/path` });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(CODES.notFound);
    const file = await t.app.inject({ method: 'GET', url: '/assets/missing-9z.js' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('portal-index');
  });

  it('without a build, shows a page that says to run npm run build', async () => {
    const bare = await buildTestApp({ target: t.target, env: { WEB_DIST: path.join(dist, 'nothing') } });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/some/page' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.app.close();
    }
  });
});

describe('health and OpenAPI', () => {
  it.each(['/health', `${API_BASE}/health`])('%s reports the database after a round trip', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: CODES.ok, message: '操作成功', data: { status: 'ok', db: t.target.kind } });
  });

  it('publishes the OpenAPI description with the /sam calls and their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ftown-api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths[`${API_BASE}/sam/login`];
    expect(login.post.requestBody).toBeDefined();
    expect(doc.paths[`${API_BASE}/sam/info`].get).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/ftown-api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
