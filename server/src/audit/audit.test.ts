import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { AUDIT_CSV_HEADERS, type AuditAction, type TAuditPage } from '@ftown/domain/audit/audit.schemas';
import { PARK_SYSTEMS, PORTAL_SYSTEM, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';
import { call } from '../applications/test-support.ts';
import { signHandoff } from '../auth/handoff-token.ts';
import { parkSystemsOf, storedSecretName } from '../auth/park-systems.ts';
import { loadConfig } from '../config.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { login, outboxCode, passwordLogin, SAM, sendCode, smsLogin } from '../test/login.ts';
import { recordAudit } from './audit-log.ts';
import { deleteExpiredAuditRows } from './audit.service.ts';

const DAY_MS = 24 * 60 * 60_000;
const AGENT = 'audit-test/1.0';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = (action: AuditAction) => t.app.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id').execute();
const lastOf = async (action: AuditAction) => {
  const rows = await rowsOf(action);
  const last = rows.at(-1);
  if (!last) throw new Error(`no ${action} row`);
  return last;
};
const userId = async (username: string) =>
  (await t.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const mobileUserId = async (mobile: string) =>
  (await t.app.db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
const post = (path: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url: `${SAM}${path}`, payload, headers: { 'user-agent': AGENT, ...(token ? { 'x-token': token } : {}) } });
const search = (token: string, query: Record<string, string | number> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}/audit/search`, headers: { 'x-token': token }, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

describe('what the audit log records', () => {
  it('a sign-in, a refused sign-in and a sign-out, with the client, its user agent and the request id, never the password', async () => {
    const ok = await login(t.app, { type: 'personPassword', account: 'chief', password: 'Demo@2026' }, { 'user-agent': AGENT });
    const token = data<{ token: string }>(ok).token;
    const signIn = await lastOf('sign_in');
    expect(signIn).toMatchObject({
      actorId: await userId('chief'),
      actorName: '刘建国',
      actorRole: 'examiner',
      targetType: 'user',
      clientIp: '127.0.0.1',
      userAgent: AGENT,
      requestId: ok.headers['x-request-id'],
      detail: { loginType: 'personPassword' },
    });

    const refused = await login(t.app, { type: 'personPassword', account: 'chief', password: 'Wrong@2026x' }, { 'user-agent': AGENT });
    expect(refused.statusCode).toBe(401);
    const failed = await lastOf('sign_in_failed');
    expect(failed).toMatchObject({ actorId: null, clientIp: '127.0.0.1', userAgent: AGENT, detail: { loginType: 'personPassword', account: 'chief', reason: '账号或密码错误' } });
    expect(JSON.stringify(failed)).not.toContain('Wrong@2026x');

    expect((await post('/logout', {}, token)).statusCode).toBe(200);
    expect(await lastOf('sign_out')).toMatchObject({ actorId: await userId('chief'), actorName: '刘建国', userAgent: AGENT });
  });

  it('a sign-in refused because the account is disabled, which the password was right for', async () => {
    const id = await userId('law1');
    await t.app.db.updateTable('users').set({ disabledAt: t.clock.now() }).where('id', '=', id).execute();
    try {
      const before = (await rowsOf('sign_in_failed')).length;
      const refused = await login(t.app, { type: 'personPassword', account: 'law1', password: 'Demo@2026' }, { 'user-agent': AGENT });
      expect(refused.statusCode).toBe(401);
      const rows = await rowsOf('sign_in_failed');
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({ actorId: null, userAgent: AGENT, detail: { loginType: 'personPassword', account: 'law1', reason: '该账号已停用，请联系系统管理员' } });
    } finally {
      await t.app.db.updateTable('users').set({ disabledAt: null }).where('id', '=', id).execute();
    }
  });

  it('a password change and a mobile change, the mobile masked before and after, no secret in the row', async () => {
    // A first SMS sign-in registers an applicant without a password: the first one is set without an old one.
    const token = await smsLogin(t.app, 'personMobile', '13900000701');
    const self = await mobileUserId('13900000701');
    const account = `${API_BASE}/account`;
    const changed = await t.app.inject({
      method: 'POST',
      url: `${account}/changePassword`,
      headers: { 'x-token': token },
      payload: { oldPassword: '', newPassword: 'Better#2026', confirmPassword: 'Better#2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const password = await lastOf('password_change');
    expect(password).toMatchObject({ actorId: self, targetType: 'user', targetId: String(self) });
    expect(JSON.stringify(password)).not.toContain('Better#2026');

    const mobile = '13900000777';
    expect((await sendCode(t.app, mobile)).statusCode).toBe(200);
    const code = await outboxCode(t.app, mobile);
    const moved = await t.app.inject({ method: 'POST', url: `${account}/changeMobile`, headers: { 'x-token': token }, payload: { mobile, code } });
    expect(moved.statusCode, moved.body).toBe(200);
    const change = await lastOf('mobile_change');
    expect(change.after).toEqual({ mobile: '139****0777' });
    expect(change.before).toEqual({ mobile: '139****0701' });
    expect(change.actorId).toBe(self);
    expect(JSON.stringify(change)).not.toContain(code);
  });

  it('a role switch, a hand-off out and a hand-off in', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'director');
    expect((await post('/changeRole', { role: 'admin' }, token)).statusCode).toBe(200);
    expect(await lastOf('role_switch')).toMatchObject({ actorId: await userId('director'), actorRole: 'admin', detail: { from: 'examiner', to: 'admin' } });

    const chief = await passwordLogin(t.app, 'personPassword', 'chief');
    const out = await post('/crossOut', { target: 'change' }, chief);
    expect(out.statusCode).toBe(200);
    expect(await lastOf('handoff_out')).toMatchObject({ actorId: await userId('chief'), targetType: 'park_system', targetId: 'change' });

    const stored = await t.app.db.selectFrom('serverSecrets').select(['name', 'value']).execute();
    const secretOf = (s: ParkSystem) => stored.find((r) => r.name === storedSecretName(s))?.value;
    const systems = parkSystemsOf(loadConfig({ NODE_ENV: 'test' }), Object.fromEntries(PARK_SYSTEMS.map((s) => [s, secretOf(s)])));
    const sub = await userId('chief');
    const { token: handoff } = signHandoff({ iss: 'change', aud: PORTAL_SYSTEM, sub, lt: 'personPassword', ent: null, name: 'x' }, systems.change.secret, t.clock.now(), 120);
    expect((await post('/crossIn', { Xtoken: handoff, Xreferer: 'change', Xttl: 120 })).statusCode).toBe(200);
    const arrived = await lastOf('handoff_in');
    expect(arrived).toMatchObject({ actorId: sub, userAgent: AGENT, detail: { from: 'change', loginType: 'personPassword' } });
    expect(JSON.stringify(arrived)).not.toContain(handoff);

    // Used once already: the replay is refused, and audited as a refused sign-in without the token.
    expect((await post('/crossIn', { Xtoken: handoff, Xreferer: 'change', Xttl: 120 })).statusCode).toBe(401);
    const replayed = await lastOf('sign_in_failed');
    expect(replayed).toMatchObject({ actorId: null, detail: { method: 'handoff', from: 'change' } });
    expect(JSON.stringify(replayed)).not.toContain(handoff);
  });

  it('each workflow step with its flow record, an attachment download and a pack download', async () => {
    const applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const apply = await submittedApplication(t.app, applicant);
    expect(await lastOf('workflow_transition')).toMatchObject({ targetType: 'apply', targetId: String(apply.id), flowRecordId: null, detail: { action: 'submit' } });

    const admin = await passwordLogin(t.app, 'personPassword', 'admin');
    data(await review(t.app, admin, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    const flow = await t.app.db.selectFrom('flowRecords').select(['id']).where('applyId', '=', apply.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await lastOf('workflow_transition')).toMatchObject({
      actorId: await userId('admin'),
      actorRole: 'admin',
      targetId: String(apply.id),
      flowRecordId: flow.id,
      detail: { action: 'startExamine' },
      // The writer is shared code far from the request: the client still reaches the row.
      clientIp: '127.0.0.1',
    });
    expect((await lastOf('workflow_transition')).requestId).toEqual(expect.any(String));

    const file = await t.app.db.selectFrom('applyAttachments').select(['id']).where('applyId', '=', apply.id).executeTakeFirstOrThrow();
    expect((await call(t.app, applicant, 'downloadAttachment', { id: file.id })).statusCode).toBe(200);
    expect(await lastOf('attachment_download')).toMatchObject({ actorId: await userId('zhangsan'), targetType: 'attachment', targetId: String(file.id), detail: { applyId: apply.id } });

    const pack = await review(t.app, admin, 'packQApply', { id: apply.id, unicodes: apply.unicodes });
    expect(pack.statusCode).toBe(200);
    expect(await lastOf('pack_download')).toMatchObject({ actorId: await userId('admin'), targetType: 'apply', targetId: String(apply.id) });
  });

  it('commits or rolls back with the action it records, and drops secret keys a caller passes', async () => {
    const before = (await rowsOf('audit_export')).length;
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordAudit(trx, { action: 'audit_export', at: t.clock.now(), actor: null });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await rowsOf('audit_export')).toHaveLength(before);

    await recordAudit(t.app.db, { action: 'audit_export', at: t.clock.now(), actor: null, detail: { password: 'p', nested: { smsCode: '1', token: 't', kept: 1 }, code: '123456' } });
    expect((await lastOf('audit_export')).detail).toEqual({ nested: { kept: 1 } });
  });
});

describe('the client address behind a proxy', () => {
  it('is the one TRUST_PROXY lets X-Forwarded-For name, as everywhere else in the app', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      const res = await login(proxied.app, { type: 'personPassword', account: 'nobody', password: 'Wrong@2026x' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(res.statusCode).toBe(401);
      const row = await proxied.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'sign_in_failed').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ clientIp: '203.0.113.9', detail: { account: 'nobody' } });
    } finally {
      await proxied.close();
    }
    // Without a trusted proxy the header is anyone's to send and is ignored.
    await login(t.app, { type: 'personPassword', account: 'nobody', password: 'Wrong@2026x' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(await lastOf('sign_in_failed')).toMatchObject({ clientIp: '127.0.0.1', detail: { account: 'nobody' } });
  });
});

describe('the append-only table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE even as raw SQL', async () => {
    const raw = t.app.db.withoutPlugins();
    await recordAudit(t.app.db, { action: 'sign_out', at: t.clock.now(), actor: { id: 1, name: 'x', role: null } });
    await expect(sql`update audit_log set actor_name = 'forged'`.execute(raw)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(raw)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(raw)).rejects.toThrow(/append-only/);
    expect((await sql<{ n: number }>`select count(*)::int as n from audit_log where actor_name = 'forged'`.execute(raw)).rows[0]?.n).toBe(0);
    // The retention flag opens the guard only for the transaction that sets it.
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await sql`select set_config('ftown.audit_retention', 'on', true)`.execute(trx);
        await sql`update audit_log set actor_name = 'forged'`.execute(trx);
      }),
    ).rejects.toThrow(/append-only/);
    await t.app.db.transaction().execute(async (trx) => {
      await sql`select set_config('ftown.audit_retention', 'on', true)`.execute(trx);
    });
    await expect(sql`delete from audit_log`.execute(raw)).rejects.toThrow(/append-only/);
  });

  it('the retention job deletes only rows older than the retention, and the retention cannot go below six months', async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - 181 * DAY_MS);
    const kept = new Date(now.getTime() - 179 * DAY_MS);
    await recordAudit(t.app.db, { action: 'sign_out', at: old, actor: { id: 1, name: '过期', role: null } });
    await recordAudit(t.app.db, { action: 'sign_out', at: kept, actor: { id: 1, name: '保留', role: null } });
    const total = async () => Number((await t.app.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const count = await total();
    expect(await deleteExpiredAuditRows(t.app.db, now, 180)).toBe(1);
    expect(await total()).toBe(count - 1);
    const names = (await rowsOf('sign_out')).map((r) => r.actorName);
    expect(names).toContain('保留');
    expect(names).not.toContain('过期');

    expect(() => loadConfig({ NODE_ENV: 'test', AUDIT_RETENTION_DAYS: '90' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(loadConfig({ NODE_ENV: 'test' }).AUDIT_RETENTION_DAYS).toBe(180);
  });
});

describe('searching and exporting (admin only)', () => {
  it('searches by person, action, target and time, newest first, page by page', async () => {
    const admin = await passwordLogin(t.app, 'personPassword', 'admin');
    for (let i = 0; i < 3; i++) await passwordLogin(t.app, 'personPassword', 'gov1');
    const gov1 = await userId('gov1');

    const first = data<TAuditPage>(await search(admin, { action: 'sign_in', actorId: gov1, size: 2 }));
    expect(first.items).toHaveLength(2);
    expect(first.items.every((e) => e.actorId === gov1 && e.action === 'sign_in')).toBe(true);
    expect(first.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
    expect(first.next).toBe(first.items[1]!.id);
    const second = data<TAuditPage>(await search(admin, { action: 'sign_in', actorId: gov1, size: 2, before: first.next! }));
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();

    expect(data<TAuditPage>(await search(admin, { actorName: '黄', action: 'sign_in' })).items.length).toBe(3);
    expect(data<TAuditPage>(await search(admin, { targetType: 'user', targetId: String(gov1), action: 'sign_in' })).items.length).toBe(3);
    const at = t.clock.now().toISOString();
    expect(data<TAuditPage>(await search(admin, { actorId: gov1, from: at, to: at })).items.length).toBe(3);
    expect(data<TAuditPage>(await search(admin, { actorId: gov1, to: new Date(t.clock.now().getTime() - 1000).toISOString() })).items).toEqual([]);

    const backwards = await search(admin, { from: at, to: new Date(0).toISOString() });
    expect(backwards.statusCode).toBe(400);
    expect((backwards.json() as { message: string }).message).toContain('开始时间不能晚于结束时间');
  });

  it('exports the filtered log as a streamed CSV with Chinese headers, and audits the export', async () => {
    const admin = await passwordLogin(t.app, 'personPassword', 'admin');
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/audit/export`, headers: { 'x-token': admin }, query: { action: 'sign_in_failed' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_HEADERS.join(','));
    expect(lines.length - 1).toBe((await rowsOf('sign_in_failed')).length);
    expect(lines[1]).toContain('登录失败');
    expect(await lastOf('audit_export')).toMatchObject({ actorId: await userId('admin'), detail: { filter: { action: 'sign_in_failed' } } });
  });

  it('refuses everyone but the admin', async () => {
    for (const name of ['chief', 'zhangsan']) {
      const token = await passwordLogin(t.app, 'personPassword', name);
      const refused = await search(token);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as { code: number }).code).toBe(CODES.forbidden);
      expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/audit/export`, headers: { 'x-token': token } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/audit/search` })).statusCode).toBe(401);
  });
});
