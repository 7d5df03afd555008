import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ParkSystem, PARK_SYSTEMS, PORTAL_SYSTEM } from '@ftown/domain/auth/sign-in-constants';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DbTarget } from '../db/database.ts';
import { buildTestApp, createTestDatabase, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { info, SAM } from '../test/login.ts';
import { signHandoff } from './handoff-token.ts';
import { storedSecretName } from './park-systems.ts';

let first: TestApp;
let chiefId: number;
beforeAll(async () => {
  first = await buildTestApp();
  const chief = await first.app.db.selectFrom('users').select('id').where('username', '=', 'chief').executeTakeFirstOrThrow();
  chiefId = chief.id;
});
afterAll(async () => {
  await first?.close();
});

const secretsOf = async (t: TestApp) =>
  Object.fromEntries((await t.app.db.selectFrom('serverSecrets').select(['name', 'value']).execute()).map((r) => [r.name, r.value]));

/** A hand-off from `system` into the portal, signed with `secret`; the status and token of the portal's answer. */
const crossIn = async (t: TestApp, system: ParkSystem, secret: string) => {
  const { token } = signHandoff(
    { iss: system, aud: PORTAL_SYSTEM, sub: chiefId, lt: 'personPassword', ent: null, name: 'x' },
    secret,
    t.clock.now(),
    120,
  );
  const res = await t.app.inject({ method: 'POST', url: `${SAM}/crossIn`, payload: { Xtoken: token, Xreferer: system, Xttl: 120 } });
  return { status: res.statusCode, token: (res.json() as { data?: { token?: string } }).data?.token };
};

describe('hand-off secrets that are not configured', () => {
  it('are generated at the first start, one per system, random, and they sign the hand-offs', async () => {
    const secrets = await secretsOf(first);
    for (const s of PARK_SYSTEMS) expect(secrets[storedSecretName(s)]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Object.values(secrets)).size).toBe(PARK_SYSTEMS.length);
    const entered = await crossIn(first, 'tax', secrets[storedSecretName('tax')] ?? '');
    expect(entered.status).toBe(200);
    expect((await info(first.app, entered.token ?? '')).statusCode).toBe(200);
  });

  it('the secret once written in the source signs nothing', async () => {
    const old = (s: ParkSystem) => `dev-only-${s}-handoff-secret-never-use-in-production`;
    for (const s of PARK_SYSTEMS) expect((await crossIn(first, s, old(s))).status).toBe(401);
  });

  it('are kept with the data: a restart reuses them, and a configured secret wins', async () => {
    // A database that outlives one server: PGlite files in a directory, or a PostgreSQL database of its own.
    const dir = TEST_DB === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'ftown-secrets-')) : null;
    const created = dir ? null : await createTestDatabase();
    const target: DbTarget = dir ? { kind: 'pglite', dataDir: dir } : (created?.target ?? { kind: 'pglite', dataDir: null });
    try {
      const before = await buildTestApp({ target });
      const generated = await secretsOf(before);
      await before.close();

      const configured = 'c'.repeat(40);
      const after = await buildTestApp({ target, env: { PARK_TAX_SECRET: configured } });
      try {
        expect(await secretsOf(after)).toEqual(generated);
        expect((await crossIn(after, 'enterprise', generated[storedSecretName('enterprise')] ?? '')).status).toBe(200);
        expect((await crossIn(after, 'tax', configured)).status).toBe(200);
        expect((await crossIn(after, 'tax', generated[storedSecretName('tax')] ?? '')).status).toBe(401);
      } finally {
        await after.close();
      }
    } finally {
      await created?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });
});
