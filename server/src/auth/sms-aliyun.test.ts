import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { sendCode } from '../test/login.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { SMS_NOTICES_CHANNEL } from '../workflow/message-writer.ts';
import { aliyunSignature } from './sms-transport.ts';
import { AUTH_MESSAGES } from './auth.service.ts';

const KEY_ID = 'LTAI-test-key';
const SECRET = 'test-secret-of-the-stand-in';
/** A complete Aliyun configuration but its endpoint. */
const ALIYUN_SETTINGS = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
  ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
  ALIYUN_SMS_SIGN_NAME: '基金小镇',
  ALIYUN_SMS_TEMPLATE_LOGIN_CODE: 'SMS_700001',
  ALIYUN_SMS_TEMPLATE_NOTICE: 'SMS_700002',
  ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: 'SMS_700003',
};

/** RFC 3986 as the provider documents it, written out again here so the stand-in checks rather than echoes. */
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');

/** A stand-in of dysmsapi's HTTP API: recomputes the signature of each request and refuses a wrong one. */
const standIn = () => {
  const received: Record<string, string>[] = [];
  const state = { secret: SECRET, received };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const { Signature: signature, ...signed } = params;
      received.push(params);
      const canonical = Object.keys(signed)
        .sort()
        .map((k) => `${encode(k)}=${encode(signed[k] ?? '')}`)
        .join('&');
      const expected = createHmac('sha1', `${state.secret}&`)
        .update(`${req.method ?? ''}&%2F&${encode(canonical)}`)
        .digest('base64');
      const reply =
        signature !== expected
          ? { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'R-BAD' } }
          : params.AccessKeyId !== KEY_ID || params.Action !== 'SendSms' || params.Version !== '2017-05-25'
            ? { status: 400, body: { Code: 'InvalidParameter', RequestId: 'R-PARAM' } }
            : { status: 200, body: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'R-OK' } };
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  return { server, state };
};

const stand = standIn();
const logs: string[] = [];
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  const { port } = stand.server.address() as AddressInfo;
  t = await buildTestApp({
    configuredSms: true,
    logTo: (line) => void logs.push(line),
    env: {
      LOG_LEVEL: 'trace',
      ...ALIYUN_SETTINGS,
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stand.server.close(resolve));
});

describe('Aliyun SMS', () => {
  it('signs as the provider documents it (its published example)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('delivers the login code through the approved template, and no log line carries the code', async () => {
    const res = await sendCode(t.app, '13900000301');
    expect(res.statusCode, res.body).toBe(200);
    const request = stand.state.received.at(-1);
    expect(request).toMatchObject({ PhoneNumbers: '13900000301', SignName: '基金小镇', TemplateCode: 'SMS_700001', SignatureMethod: 'HMAC-SHA1' });
    expect(request?.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const code = (JSON.parse(request?.TemplateParam ?? '{}') as { code?: string }).code;
    expect(code).toMatch(/^\d{6}$/);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(code);
  });

  it('a refused request (here a wrong signature) is a Chinese refusal, logged with the provider’s code but not the SMS code', async () => {
    stand.state.secret = 'another-secret';
    try {
      const res = await sendCode(t.app, '13900000302');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.smsSendFailed });
      const code = (JSON.parse(stand.state.received.at(-1)?.TemplateParam ?? '{}') as { code?: string }).code;
      expect(code).toMatch(/^\d{6}$/);
      const text = logs.join('\n');
      expect(text).toContain('SignatureDoesNotMatch');
      expect(text).not.toContain(code);
    } finally {
      stand.state.secret = SECRET;
    }
  });
});

describe('Aliyun SMS notices', () => {
  it('sends each audience’s notice through its own approved template', async () => {
    const at = t.clock.now();
    const notice = { name: '乙有限公司', result: '在“政务服务中心初审”环节已超过办理时限', createdAt: at, nextAt: at };
    await t.app.db
      .insertInto('smsNotices')
      .values([
        { ...notice, mobile: '13900000311', audience: 'applicant' },
        { ...notice, mobile: '13900000312', audience: 'staff' },
      ])
      .execute();
    await t.app.notify.publish(SMS_NOTICES_CHANNEL, {});
    const sent = () => stand.state.received.filter((r) => r.PhoneNumbers === '13900000311' || r.PhoneNumbers === '13900000312');
    await vi.waitFor(() => expect(sent()).toHaveLength(2), { timeout: 10_000 });
    const byMobile = Object.fromEntries(sent().map((r) => [r.PhoneNumbers, [r.TemplateCode, JSON.parse(r.TemplateParam ?? '{}') as unknown]]));
    const params = { name: notice.name, result: notice.result };
    expect(byMobile).toEqual({ '13900000311': ['SMS_700002', params], '13900000312': ['SMS_700003', params] });
  });
});

describe('SMS configuration', () => {
  const parkSecrets = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, 'x'.repeat(40)]));

  it('production needs SMS_PROVIDER written out; log is the default elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...parkSecrets })).toThrow(/SMS_PROVIDER: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', ...parkSecrets, SMS_PROVIDER: 'log' }).SMS_PROVIDER).toBe('log');
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_PROVIDER).toBe('log');
  });

  it('aliyun needs its keys, sign name and template', () => {
    const attempt = () => loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET[\s\S]*ALIYUN_SMS_SIGN_NAME[\s\S]*ALIYUN_SMS_TEMPLATE_LOGIN_CODE[\s\S]*ALIYUN_SMS_TEMPLATE_NOTICE[\s\S]*ALIYUN_SMS_TEMPLATE_STAFF_NOTICE/,
    );
  });

  it('production with aliyun refuses to start without the staff notice template', () => {
    const { ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: staffNotice, ...withoutIt } = ALIYUN_SETTINGS;
    const production = { NODE_ENV: 'production', ...parkSecrets };
    expect(() => loadConfig({ ...production, ...withoutIt })).toThrow(/ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: required with SMS_PROVIDER=aliyun/);
    expect(loadConfig({ ...production, ...withoutIt, ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: staffNotice }).ALIYUN_SMS_TEMPLATE_STAFF_NOTICE).toBe(staffNotice);
  });
});
