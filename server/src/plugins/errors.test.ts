import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { API_BASE } from '@ftown/domain/api/envelope';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { SAM } from '../test/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { BODY_LIMIT: '2048' },
    routes: (app) => {
      app.get(`${API_BASE}/test/boom`, async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('error handler', () => {
  it('refuses a body over BODY_LIMIT with 413/41300 from its declared length, before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SAM}/login`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'personPassword', account: 'x', password: 'y', redirect: 'z'.repeat(4000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: CODES.tooLarge, data: null });
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers invalid JSON and a wrong content type with 400/42200', async () => {
    for (const [type, payload] of [
      ['application/json', '{oops'],
      ['text/plain', 'hello'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `${SAM}/login`, headers: { 'content-type': type }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(CODES.badInput);
    }
  });

  it('puts every zod issue into data.fields with its Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${SAM}/login`,
      payload: { type: 'companyPassword', account: 'short', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.data.fields).toEqual({ account: '请输入18位统一社会信用代码', password: '请输入密码' });
    expect(body.message).toBe('请输入18位统一社会信用代码');
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: `${API_BASE}/nothing/here` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().code).toBe(CODES.notFound);
    }
  });

  it('hides an unexpected failure behind 500/50000 with a generic Chinese message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/test/boom` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: CODES.server, message: '服务器开小差了，请稍后重试', data: null, requestId: res.headers['x-request-id'] });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('.ts');
  });
});
