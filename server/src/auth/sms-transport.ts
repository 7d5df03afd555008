import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SmsAudience } from '@ftown/domain/messages/workflow-messages';

/**
 * One text message. `text` is what the person reads (the log transport shows it); `template` is the same
 * message as a provider's approved template and its parameters, which is all a real gateway accepts.
 */
export type SmsMessage = {
  mobile: string;
  text: string;
  template: { kind: 'loginCode'; code: string } | { kind: (typeof NOTICE_TEMPLATES)[SmsAudience]; name: string; result: string };
};

/** The provider template of each notice audience (smsNoticeText in domain writes out both). */
export const NOTICE_TEMPLATES = { applicant: 'applyNotice', staff: 'staffNotice' } as const satisfies Record<SmsAudience, string>;

/** Delivery of text messages: the server log (development) or a provider's gateway (production). */
export type SmsTransport = { send(message: SmsMessage): Promise<void> };

/** Default transport outside production: the message goes to the server log, where a developer reads it. */
const createLogSmsTransport = (log: FastifyBaseLogger): SmsTransport => ({
  send: async (message) => {
    log.info({ sms: { mobile: message.mobile, text: message.text } }, 'SMS (log transport)');
  },
});

/** Merged into the server configuration (config.ts). */
export const SMS_CONFIG_SHAPE = {
  /** `log` or `aliyun`. Unset: log outside production; production refuses to start without it. */
  SMS_PROVIDER: z.enum(['log', 'aliyun']).optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  /** The approved signature (签名) every message carries, e.g. 基金小镇. */
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  /** The approved template of the login code, with one parameter `${code}` (e.g. SMS_123456789). */
  ALIYUN_SMS_TEMPLATE_LOGIN_CODE: z.string().min(1).optional(),
  /** The approved template of workflow notices, with parameters `${name}` and `${result}` (smsNoticeText in domain). */
  ALIYUN_SMS_TEMPLATE_NOTICE: z.string().min(1).optional(),
  /** The approved template of notices to staff (a stage clock's to its examiner), with the same parameters. */
  ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: z.string().min(1).optional(),
  /** The gateway; only a stand-in for tests or a proxy would change it. */
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
};

type SmsEnv = { NODE_ENV: string } & z.infer<z.ZodObject<typeof SMS_CONFIG_SHAPE>>;

const ALIYUN_REQUIRED = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_LOGIN_CODE',
  'ALIYUN_SMS_TEMPLATE_NOTICE',
  'ALIYUN_SMS_TEMPLATE_STAFF_NOTICE',
] as const;

/**
 * Production must name its provider: a forgotten setting would otherwise leave every login code in the log,
 * where no applicant reads it. `SMS_PROVIDER=log` in production is allowed only when written out.
 */
export const smsConfigProblems = (config: SmsEnv): string[] => {
  if (config.SMS_PROVIDER === undefined) {
    return config.NODE_ENV === 'production' ? ['  SMS_PROVIDER: required in production (aliyun; or log, to read codes from the server log)'] : [];
  }
  if (config.SMS_PROVIDER !== 'aliyun') return [];
  return ALIYUN_REQUIRED.filter((key) => config[key] === undefined).map((key) => `  ${key}: required with SMS_PROVIDER=aliyun`);
};

/** RFC 3986 percent-encoding as Alibaba Cloud's RPC signature defines it: only A-Z a-z 0-9 - _ . ~ stay. */
const aliyunPercentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signature version 1.0 of Alibaba Cloud's RPC APIs (HMAC-SHA1): the parameters sorted by name, encoded and
 * joined, prefixed by the method and the encoded path `/`, keyed by the secret followed by `&`.
 */
export const aliyunSignature = (method: string, params: Record<string, string>, accessKeySecret: string) => {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
};

type AliyunSmsSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: Record<SmsMessage['template']['kind'], string>;
  endpoint: string;
  timeoutMs?: number;
};

const ZAliyunReply = z.object({ Code: z.string(), Message: z.string().optional(), RequestId: z.string().optional() });

/** A template's parameters as the provider fills them: everything but which template it is. */
const templateParams = ({ kind: _kind, ...params }: SmsMessage['template']) => params;

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) over its HTTP RPC API, signed here rather than through the SDK.
 * A refusal is thrown with the provider's code and request id (never the parameters, which hold the code),
 * so the operator can look it up in the provider's console.
 */
const createAliyunSmsTransport = (settings: AliyunSmsSettings): SmsTransport => ({
  send: async (message) => {
    const params: Record<string, string> = {
      AccessKeyId: settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: 'cn-hangzhou',
      SignName: settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: settings.templates[message.template.kind],
      TemplateParam: JSON.stringify(templateParams(message.template)),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const body = new URLSearchParams({ ...params, Signature: aliyunSignature('POST', params, settings.accessKeySecret) });
    const res = await fetch(settings.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    const reply = ZAliyunReply.safeParse(await res.json().catch(() => null));
    if (!reply.success) throw new Error(`Aliyun SMS answered ${res.status} without a readable reply`);
    if (reply.data.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused: ${reply.data.Code} ${reply.data.Message ?? ''} (RequestId ${reply.data.RequestId ?? '?'})`);
    }
  },
});

/** The transport the configuration names (config.ts has checked that an aliyun one is complete). */
export const smsTransportOf = (config: SmsEnv, log: FastifyBaseLogger): SmsTransport => {
  const {
    ALIYUN_SMS_ACCESS_KEY_ID: id,
    ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
    ALIYUN_SMS_SIGN_NAME: sign,
    ALIYUN_SMS_TEMPLATE_LOGIN_CODE: loginCode,
    ALIYUN_SMS_TEMPLATE_NOTICE: applyNotice,
    ALIYUN_SMS_TEMPLATE_STAFF_NOTICE: staffNotice,
  } = config;
  if (config.SMS_PROVIDER !== 'aliyun') return createLogSmsTransport(log);
  if (!id || !secret || !sign || !loginCode || !applyNotice || !staffNotice) throw new Error('SMS_PROVIDER=aliyun without its settings');
  return createAliyunSmsTransport({
    accessKeyId: id,
    accessKeySecret: secret,
    signName: sign,
    templates: { loginCode, applyNotice, staffNotice },
    endpoint: config.ALIYUN_SMS_ENDPOINT,
  });
};
