import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/base-path';
import { CODES } from '@ftown/domain/api/codes';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { passwordClassCount, passwordProblem } from '@ftown/domain/account/account.schemas';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin } from '../test/login.ts';
import { AdministratorExistsError, createAdministrator } from './create-administrator.ts';
import { oneTimePassword } from './one-time-password.ts';

const PARK_SECRETS = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `${s}-`.padEnd(40, 'x')]));
const repoRoot = path.resolve(import.meta.dirname, '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { NODE_ENV: 'production', ...PARK_SECRETS } });
});
afterAll(async () => {
  await t?.close();
});

const staffSummary = (token: string) => t.app.inject({ method: 'GET', url: `${API_BASE}/home/staffSummary`, headers: { 'x-token': token } });
const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/account/changePassword`,
    headers: { 'x-token': token },
    payload: { oldPassword, newPassword, confirmPassword: newPassword },
  });

describe('one-time passwords', () => {
  it('always satisfy the password policy, and are never the account name', () => {
    for (let i = 0; i < 2000; i += 1) expect(passwordProblem(oneTimePassword(['root']), ['root'])).toBeNull();
  });
});

describe('the first administrator of a production installation', () => {
  it('gets a strong one-time password, and can do nothing but change it first', async () => {
    const { password } = await createAdministrator(t.app.db, t.clock, { username: 'root', realname: '园区管理员' });
    expect(password).toHaveLength(16);
    expect(passwordClassCount(password)).toBe(4);
    expect(passwordProblem(password, ['root'])).toBeNull();

    const token = await passwordLogin(t.app, 'personPassword', 'root', password);
    expect((await info(t.app, token)).json()).toMatchObject({ data: { username: 'root', roleNames: ['admin'], mustChangePassword: true } });
    const refused = await staffSummary(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: CODES.forbidden, message: '请先修改初始密码' });

    expect((await changePassword(token, password, 'Park#Admin2026')).statusCode).toBe(200);
    expect((await info(t.app, token)).json()).toMatchObject({ data: { mustChangePassword: false } });
    expect((await staffSummary(token)).statusCode).toBe(200);
    const again = await passwordLogin(t.app, 'personPassword', 'root', 'Park#Admin2026');
    expect((await staffSummary(again)).statusCode).toBe(200);
  });

  it('refuses a username that is taken, and creates nothing', async () => {
    await expect(createAdministrator(t.app.db, t.clock, { username: 'root', realname: '另一个' })).rejects.toThrow(AdministratorExistsError);
    const rows = await t.app.db.selectFrom('users').select('realname').where('username', '=', 'root').execute();
    expect(rows).toEqual([{ realname: '园区管理员' }]);
  });

  it.runIf(TEST_DB === 'pglite')('`npm run admin -- create` prints the one-time password once, for the configured database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ftown-admin-cli-'));
    try {
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/admin-cli.ts', 'create', 'ops', '运维', '管理员'], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production', SMS_PROVIDER: 'log', ...PARK_SECRETS, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(cli.status, cli.stderr).toBe(0);
      const password = /^ {2}(\S{16})$/m.exec(cli.stdout)?.[1];
      expect(password).toBeDefined();
      const served = await buildTestApp({ target: { kind: 'pglite', dataDir }, env: { NODE_ENV: 'production', ...PARK_SECRETS } });
      try {
        const token = await passwordLogin(served.app, 'personPassword', 'ops', password);
        expect((await info(served.app, token)).json()).toMatchObject({ data: { realname: '运维 管理员', mustChangePassword: true } });
      } finally {
        await served.close();
      }
      const usage = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/admin-cli.ts', 'create'], { cwd: repoRoot, encoding: 'utf8' });
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('usage: npm run admin -- create <username> <name>');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
