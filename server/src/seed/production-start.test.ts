import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { loadConfig } from '../config.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { DEMO_ACCOUNTS } from './demo-seed.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PARK_SECRETS = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `${s}-`.padEnd(40, 'x')]));

describe('a production start', () => {
  it('on an empty database seeds no demo data: no account exists and no demo sign-in works', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production', ...PARK_SECRETS } });
    try {
      const users = await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(0);
      const enterprises = await t.app.db.selectFrom('enterprises').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      expect(Number(enterprises.n)).toBe(0);
      await expect(passwordLogin(t.app, 'personPassword', 'admin')).rejects.toThrow();
      // Production keeps no generated secrets: every one is configured.
      expect(await t.app.db.selectFrom('serverSecrets').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('a development start does seed, so the demo accounts are there to try', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const admin = DEMO_ACCOUNTS.find((a) => a.identifier === 'admin');
      expect(admin).toBeDefined();
      expect(await passwordLogin(t.app, 'personPassword', 'admin')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await t.close();
    }
  });

  it('listens on this machine only unless HOST says otherwise; production on every interface', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', ...PARK_SECRETS }).HOST).toBe('0.0.0.0');
  });

  it('refuses to start without the built web app, rather than show the public the note to build it', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'ftown-no-web-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...PARK_SECRETS, NODE_ENV: 'production', SMS_PROVIDER: 'log', WEB_DIST: empty, DATA_DIR: path.join(empty, 'data'), PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
        // A server that did start would shut down gracefully on the timeout's SIGTERM, and take its time.
        killSignal: 'SIGKILL',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`WEB_DIST: required in production (${empty} has no index.html`);
      expect(run.stdout).not.toContain('Fund-town portal:');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
