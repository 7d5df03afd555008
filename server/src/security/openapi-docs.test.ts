import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '@ftown/domain/account/account.schemas';
import { AUDIT_CALLS } from '@ftown/domain/audit/audit.schemas';
import { API_BASE } from '@ftown/domain/api/base-path';
import { CODES } from '@ftown/domain/api/codes';
import { APPLY_CALLS, ZSectionViewResponse } from '@ftown/domain/applications/api/apply.schemas';
import { SECTION_KEYS } from '@ftown/domain/applications/form-model';
import { FORMS } from '@ftown/domain/applications/forms';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { PRESENCE_CALLS } from '@ftown/domain/review/api/presence.schemas';
import { CORRECTION_CALLS } from '@ftown/domain/review/api/corrections.schemas';
import type { Call } from '@ftown/domain/api/contract';
import { HEALTH_CALL, HEALTH_LIVE_CALL, HEALTH_READY_CALL } from '@ftown/domain/api/health';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { LIVE_CALLS, LIVE_STREAMS, SELECT_ALL_NOTICES } from '@ftown/domain/live/live.schemas';
import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { sectionSchemaName } from '../applications/section-docs.ts';
import { loadConfig } from '../config.ts';
import { DOCS_PREFIX } from '../plugins/openapi.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

const DOCS_URLS = [DOCS_PREFIX, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/static/index.html`];

let staffOnly: TestApp;
let off: TestApp | undefined;
beforeAll(async () => {
  staffOnly = await buildTestApp({ env: { OPENAPI_DOCS: 'staff' } });
  off = await buildTestApp({ target: staffOnly.target, env: { OPENAPI_DOCS: 'off' } });
  // Two apps to build.
}, 180_000);
afterAll(async () => {
  await off?.app.close();
  await staffOnly?.close();
});

describe('OpenAPI description and Swagger UI', () => {
  it('are off by default in production, public by default elsewhere', () => {
    const secrets = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, 'x'.repeat(40)]));
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', ...secrets }).OPENAPI_DOCS).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', OPENAPI_DOCS: 'staff', ...secrets }).OPENAPI_DOCS).toBe('staff');
    expect(loadConfig({ NODE_ENV: 'development' }).OPENAPI_DOCS).toBe('public');
  });

  it('with OPENAPI_DOCS=off, do not exist', async () => {
    for (const url of DOCS_URLS) {
      const res = await off!.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(CODES.notFound);
    }
  });

  it('with OPENAPI_DOCS=staff, answer signed-in staff only', async () => {
    const applicant = await passwordLogin(staffOnly.app, 'personPassword', 'zhangsan');
    const examiner = await passwordLogin(staffOnly.app, 'personPassword', 'gov1');
    for (const url of DOCS_URLS) {
      expect((await staffOnly.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await staffOnly.app.inject({ method: 'GET', url, headers: { 'x-token': applicant } })).statusCode, url).toBe(403);
      expect((await staffOnly.app.inject({ method: 'GET', url, headers: { 'x-token': examiner } })).statusCode, url).toBeLessThan(400);
    }
    const doc = await staffOnly.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': examiner } });
    expect(doc.json().openapi).toMatch(/^3\./);
  });

  it('document every applications and review call under the method of its contract, with typed input and reply', async () => {
    const examiner = await passwordLogin(staffOnly.app, 'personPassword', 'gov1');
    const doc = (await staffOnly.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': examiner } })).json();
    for (const call of [...Object.values(APPLY_CALLS), ...Object.values(REVIEW_CALLS), ...Object.values(CORRECTION_CALLS)]) {
      const entry = doc.paths[`${API_BASE}${call.path}`]?.[call.method.toLowerCase()];
      expect(entry?.tags, call.path).toEqual([call.tag]);
      expect(entry.summary, call.path).toBe(call.summary);
      if (call.kind !== 'json') continue;
      const input = call.method === 'GET' ? entry.parameters : entry.requestBody?.content['application/json'].schema;
      expect(input, call.path).toBeTruthy();
      expect(entry.responses['200'].content['application/json'].schema.properties.data, call.path).toBeTruthy();
    }
  });
});

describe('OpenAPI description of the application sections', () => {
  type Schema = { type?: string; title?: string; properties?: Record<string, Schema>; items?: Schema; oneOf?: { $ref: string }[]; nullable?: boolean };
  const refs = SECTION_KEYS.map((key) => `#/components/schemas/${sectionSchemaName(key)}`);

  it('has one schema per section with every field of the form definitions, and saveSection and the section reads point to them', async () => {
    const examiner = await passwordLogin(staffOnly.app, 'personPassword', 'gov1');
    const doc = (await staffOnly.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': examiner } })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content: Record<string, { schema: Schema }> }> }>>;
      components: { schemas: Record<string, Schema> };
    }>();
    for (const form of Object.values(FORMS)) {
      for (const section of form.sections) {
        const schema = doc.components.schemas[sectionSchemaName(section.key)];
        expect(schema?.title?.split(' | ')).toContain(section.title);
        const row = section.kind === 'list' ? schema?.properties?.rows?.items : schema;
        for (const field of section.fields) {
          expect(row?.properties?.[field.key]?.title?.split(' | '), `${form.type} ${section.key}.${field.key}`).toContain(field.label);
        }
      }
    }
    const path = (call: { path: string; method: string }) => doc.paths[`${API_BASE}${call.path}`]?.[call.method.toLowerCase()];
    const saved = path(APPLY_CALLS.saveSection)?.requestBody?.content['application/json']?.schema.properties?.data;
    expect(saved?.oneOf?.map((r) => r.$ref)).toEqual(refs);
    const reads = Object.values(APPLY_CALLS).filter((call) => call.reply === ZSectionViewResponse);
    expect(reads.length).toBeGreaterThan(1);
    for (const call of reads) {
      const data = path(call)?.responses['200']?.content['application/json']?.schema.properties?.data?.properties?.data;
      expect(data?.oneOf?.map((r) => r.$ref), call.path).toEqual(refs);
      expect(data?.nullable, call.path).toBe(true);
    }
  });
});

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};

/** The calls of the /sam, account, audit, tax, presence, health and live features, each written once as a contract. */
const CONTRACT_CALLS: Call[] = [
  // The dev outbox exists only in development with the log transport, never in a test app.
  ...Object.values(SAM_CALLS).filter((call) => call !== SAM_CALLS.devOutbox),
  ...Object.values(ACCOUNT_CALLS),
  ...Object.values(AUDIT_CALLS),
  ...Object.values(TAX_CALLS),
  ...Object.values(PRESENCE_CALLS),
  HEALTH_CALL,
  HEALTH_LIVE_CALL,
  HEALTH_READY_CALL,
  ...Object.values(LIVE_CALLS),
  ...Object.values(LIVE_STREAMS),
  SELECT_ALL_NOTICES,
];

describe('OpenAPI description of the contract calls', () => {
  it('documents each call under its method with its input fields and its typed reply', async () => {
    const examiner = await passwordLogin(staffOnly.app, 'personPassword', 'gov1');
    const doc = (await staffOnly.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json`, headers: { 'x-token': examiner } })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    for (const call of CONTRACT_CALLS) {
      const name = `${call.method} ${call.path}`;
      const operation = doc.paths[`${API_BASE}${call.path}`]?.[call.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const fields = Object.keys((call.input as unknown as { shape?: Record<string, unknown> }).shape ?? {});
      if (call.method === 'GET') {
        expect(operation!.parameters?.filter((p) => p.in === 'query').map((p) => p.name).sort() ?? [], name).toEqual(fields.sort());
      } else if (!call.input.safeParse(null).success) {
        const schema = operation!.requestBody?.content['application/json']?.schema;
        expect(schema, name).toBeDefined();
        // A union of credential shapes (login) is documented as its alternatives; an object by its fields.
        if (schema!.properties) expect(Object.keys(schema!.properties).sort(), name).toEqual(fields.sort());
        else expect(schema!.anyOf ?? schema!.oneOf, name).toBeDefined();
      }
      if (call.reply) {
        const reply = operation!.responses['200']?.content?.['application/json']?.schema;
        expect(Object.keys(reply?.properties ?? {}), name).toEqual(expect.arrayContaining(['code', 'data']));
      }
    }
  });
});
