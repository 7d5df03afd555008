import type { RouteOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { UNSAFE_TEXT_MESSAGE } from '@ftown/domain/api/wire-values';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

/**
 * Issue 18 items 6, 7 and 13, for every route of the table: a NUL character or a lone surrogate in any string, and
 * an id that is a boolean, an array, hex, an exponent, a fraction or beyond int4, are each refused with 400 and a
 * Chinese message naming the field; none reaches SQL (which answered 500) or silently becomes another number.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

type Field = { name: string; integer: boolean; list: boolean };
type Probe = { method: 'GET' | 'POST'; url: string; schema: z.ZodType; fields: Field[] };

const isNumeric = (s: JsonSchema): boolean =>
  [s.type].flat().some((type) => type === 'integer' || type === 'number') || [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(isNumeric);

const propertiesOf = (s: JsonSchema): [string, JsonSchema][] => [
  ...Object.entries(s.properties ?? {}),
  ...[...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(propertiesOf),
];

/** Numeric fields that are amounts (decimals), not whole numbers. */
const DECIMAL_FIELDS = new Set(['valueAddedTax', 'companyTax', 'personalTax', 'otherTax']);

const fieldsOf = (schema: z.ZodType): Field[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = new Map<string, Field>();
  for (const [name, s] of propertiesOf(json)) {
    const items = s.items ?? [...(s.anyOf ?? [])].find((a) => a.items)?.items;
    const list = items !== undefined && isNumeric(items);
    fields.set(name, { name, integer: !DECIMAL_FIELDS.has(name) && (isNumeric(s) || list), list });
  }
  return [...fields.values()];
};

const probes: Probe[] = [];
const noInput: string[] = [];
const onRoute = (route: RouteOptions) => {
  const methods = [route.method].flat();
  if (!route.url.startsWith(API_BASE) || route.url.includes('*')) return;
  const method = methods.includes('GET') ? 'GET' : methods.includes('POST') ? 'POST' : null;
  if (method === null) return;
  const schema = (method === 'GET' ? route.schema?.querystring : route.schema?.body) as z.ZodType | undefined;
  if (schema instanceof z.ZodType) probes.push({ method, url: route.url, schema, fields: fieldsOf(schema) });
  else noInput.push(`${method} ${route.url}`);
};

const HAN = /\p{Script=Han}/u;
/**
 * Chinese: some Han characters and no run of English words (zod's defaults are "Invalid input: expected …"); a
 * parameter named in brackets, as the original system's "参数[version]当前不可用", is not English prose.
 */
const isChinese = (message: unknown) =>
  typeof message === 'string' && HAN.test(message) && !/[A-Za-z]{6,}|[A-Za-z]+ [A-Za-z]+/.test(message.replace(/\[[A-Za-z]+\]/g, ''));

type Envelope = { code: unknown; message: unknown; data: { fields?: Record<string, string> } | null };

let t: TestApp;
let tokens: string[];

beforeAll(async () => {
  t = await buildTestApp({ onRoute });
  // Admin holds every node; applicant-only calls need an applicant, enterprise calls the company account.
  tokens = await Promise.all([
    passwordLogin(t.app, 'personPassword', 'admin'),
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X'),
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const send = (probe: Probe, token: string, input: Record<string, unknown>) =>
  probe.method === 'GET'
    ? t.app.inject({ method: 'GET', url: probe.url, headers: { 'x-token': token }, query: input as Record<string, string | string[]> })
    : t.app.inject({ method: 'POST', url: probe.url, headers: { 'x-token': token }, payload: input });

/** The first session the route lets through to its validation (401/403 come before the input is read). */
const tokenFor = async (probe: Probe): Promise<string | null> => {
  for (const token of tokens) {
    const res = await send(probe, token, { fuzz: 'a\u0000b' });
    if (res.statusCode !== 401 && res.statusCode !== 403) return token;
  }
  return null;
};

const refusal = (res: LightMyRequestResponse) => {
  const body = res.json<Envelope>();
  return { status: res.statusCode, code: body.code, chinese: isChinese(body.message), message: body.message, fields: Object.keys(body.data?.fields ?? {}) };
};

const expectRefused = (res: LightMyRequestResponse, field: string, what: string) => {
  const got = refusal(res);
  expect({ what, ...got, fields: got.fields.some((f) => f === field || f.startsWith(`${field}.`)) }, JSON.stringify(got)).toEqual({
    what,
    status: 400,
    code: CODES.badInput,
    chinese: true,
    message: got.message,
    fields: true,
  });
};

/** Text no call accepts; a URL cannot carry a lone surrogate (its UTF-8 does not exist), so queries get only NUL. */
const BAD_TEXT = { GET: ['a\u0000b', '\u0000'], POST: ['a\u0000b', 'a\ud800b', '\udc00', ['ok', 'x\u0000']] } as const;

/** Values that are no id, each of which was once taken as one (true as 1, [3] as 3, '0x3' and '3e0' as 3). */
const BAD_INT = {
  GET: ['true', '0x3', '3e0', '3.5', '-1', ' 3', '', '2147483648', '99999999999999999999', ['3', '3']],
  POST: [true, false, [3], ['3'], '0x3', '3e0', 3.5, -1, '', null, {}, 2 ** 31, '2147483648', 2 ** 53],
} as const;

describe('every route refuses bad input with 400 in Chinese (issue 18)', () => {
  it('enumerates the route table', () => {
    expect(probes.length).toBeGreaterThan(50);
    expect(probes.filter((p) => p.fields.some((f) => f.integer)).length).toBeGreaterThan(30);
  });

  it('refuses a NUL or a lone surrogate in any field, known or not, on every route', async () => {
    const unreachable: string[] = [];
    for (const probe of probes) {
      const token = await tokenFor(probe);
      if (token === null) {
        unreachable.push(probe.url);
        continue;
      }
      for (const field of [...probe.fields.map((f) => f.name), 'notAField']) {
        for (const bad of BAD_TEXT[probe.method]) {
          const res = await send(probe, token, { [field]: bad });
          expectRefused(res, field, `${probe.method} ${probe.url} ${field}=${JSON.stringify(bad)}`);
          expect(res.json<Envelope>().message).toBe(UNSAFE_TEXT_MESSAGE);
        }
      }
      if (probe.method === 'POST') {
        const res = await send(probe, token, { 'key\u0000': 1 });
        expectRefused(res, 'key\u0000', `${probe.url} NUL in a key`);
      }
    }
    expect(unreachable).toEqual([]);
  });

  it('refuses booleans, arrays, hex, exponents, fractions and ids beyond int4 in every integer field', async () => {
    for (const probe of probes) {
      const token = await tokenFor(probe);
      if (token === null) continue;
      for (const field of probe.fields.filter((f) => f.integer)) {
        for (const bad of BAD_INT[probe.method]) {
          const value = field.list ? [bad].flat() : bad;
          if (field.list && Array.isArray(bad)) continue;
          const res = await send(probe, token, { [field.name]: value });
          expectRefused(res, field.name, `${probe.method} ${probe.url} ${field.name}=${JSON.stringify(value)}`);
        }
      }
    }
  });

  it('every refusal of every route\'s input schema is in Chinese', () => {
    const WRONG = [undefined, null, {}, [], [{}], true, -1, 0, 1e12, 1.5, '', ' ', 'zzz', '2147483648', 'x'.repeat(10_000)];
    const english = new Set<string>();
    for (const probe of probes) {
      const inputs = [{}, [], 'x', ...probe.fields.flatMap((f) => WRONG.map((bad) => ({ [f.name]: bad })))];
      for (const input of inputs) {
        for (const issue of probe.schema.safeParse(input).error?.issues ?? []) {
          if (!isChinese(issue.message)) english.add(`${probe.url} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect([...english]).toEqual([]);
  });

  it('answers the cases of the issue as written', async () => {
    const [admin] = tokens;
    const cases = [
      t.app.inject({ method: 'GET', url: `${API_BASE}/apply/home/getAllApply?searchData=%00`, headers: { 'x-token': admin! } }),
      t.app.inject({ method: 'POST', url: `${API_BASE}/sam/login`, payload: { type: 'personPassword', account: 'a\u0000b', password: 'x' } }),
      t.app.inject({ method: 'POST', url: `${API_BASE}/sam/login`, payload: { type: 'personPassword', account: 'a\ud800b', password: 'x' } }),
      t.app.inject({ method: 'GET', url: `${API_BASE}/apply/home/read?id=2147483648`, headers: { 'x-token': admin! } }),
      t.app.inject({ method: 'GET', url: `${API_BASE}/uni/taxreport/getEnterpriseTaxList?page=x`, headers: { 'x-token': admin! } }),
      t.app.inject({ method: 'GET', url: `${API_BASE}/management/strategic/getPartnerList?size=0`, headers: { 'x-token': admin! } }),
    ];
    for (const res of await Promise.all(cases)) {
      const got = refusal(res);
      expect({ status: got.status, chinese: got.chinese }, JSON.stringify(got)).toEqual({ status: 400, chinese: true });
    }
  });
});
