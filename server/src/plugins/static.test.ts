import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX = '<!doctype html><html><body><div id="root">portal-index</div></body></html>';
const SCRIPT = `export const names = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `企业${i}`))};`;
const SCRIPT_URL = '/assets/app-5e6f.js';

/** What the build's precompress step leaves beside a file. */
const writeWithCopies = (file: string, content: string) => {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content));
};

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ftown-dist-'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeWithCopies(path.join(dist, SCRIPT_URL), SCRIPT);
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

  it('sends the brotli copy to a browser that accepts it, preferred over gzip, with the headers of the file', async () => {
    const res = await t.app.inject({ method: 'GET', url: SCRIPT_URL, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: SCRIPT_URL, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it.each([{}, { 'accept-encoding': 'identity' }])('sends the file itself to a client that accepts no encoding (%o)', async (headers) => {
    const res = await t.app.inject({ method: 'GET', url: SCRIPT_URL, headers });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(res.body).toBe(SCRIPT);
  });

  it('sends index.html compressed for a deep link too, still revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login/edge', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(INDEX);
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
