import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { NODES } from '@ftown/domain/auth/roles';
import { splitNodes } from '@ftown/domain/auth/session';
import { type ParkSystem, PARK_SYSTEMS, PORTAL_SYSTEM, SWITCH_FAILED_MESSAGE } from '@ftown/domain/auth/sign-in-constants';
import { ConfigError, loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, login, passwordLogin, SAM, smsLogin } from '../test/login.ts';
import { signHandoff } from './handoff-token.ts';
import { type ParkSystems, parkSystemsOf, storedSecretName } from './park-systems.ts';

let t: TestApp;
let systems: ParkSystems;
beforeAll(async () => {
  t = await buildTestApp();
  // Outside production the hand-off secrets are generated at first start and kept with the data.
  const stored = await t.app.db.selectFrom('serverSecrets').select(['name', 'value']).execute();
  const secretOf = (s: ParkSystem) => stored.find((r) => r.name === storedSecretName(s))?.value;
  systems = parkSystemsOf(loadConfig({ NODE_ENV: 'test' }), Object.fromEntries(PARK_SYSTEMS.map((s) => [s, secretOf(s)])));
});
afterAll(async () => {
  await t?.close();
});


type Res = { statusCode: number; body: string; json(): unknown };

const expectRefused = (res: Res, status: number, code: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toContain(message);
  else expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  return body;
};

const data = <T>(res: Res): T => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url: `${SAM}${url}`, payload, headers: token ? { 'x-token': token } : {} });
const get = (url: string, query: Record<string, string>, token?: string) =>
  t.app.inject({ method: 'GET', url: `${SAM}${url}`, query, headers: token ? { 'x-token': token } : {} });

describe('QR sign-in', () => {
  let clientSeq = 0;
  const generate = async (loginType: 'personQrCode' | 'companyQrCode' = 'personQrCode', clientId?: string) =>
    data<{ qr_code_id: string; scanCode: string; expiresIn: number }>(
      await post('/generateQrCode', { loginType, clientId: clientId ?? `desktop-tab-${(clientSeq += 1)}`, redirect: '/home_edge' }),
    );
  const statusOf = async (id: string) => data<{ status: string; expiresIn: number }>(await get('/getQrCodeStatus', { qr_code_id: id }));
  const scan = (code: string, token: string) => post('/scanQrCode', { code }, token);
  const decide = (code: string, approve: boolean, token: string) => post('/confirmQrCode', { code, approve }, token);
  const redeem = (id: string) => post('/qrCodeLogin', { qr_code_id: id, redirect: '/home_edge' });

  it('waiting, scanned, confirmed, then one sign-in as the phone account; the code is spent after', async () => {
    const phone = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const qr = await generate();
    expect(qr.expiresIn).toBe(120);
    expect(qr.scanCode).not.toBe(qr.qr_code_id);
    expect(await statusOf(qr.qr_code_id)).toEqual({ status: 'waiting', expiresIn: 120 });
    expectRefused(await redeem(qr.qr_code_id), 401, CODES.badCredentials, '请先在手机上确认');

    t.clock.advance(10_000);
    const asking = data<{ account: string; loginType: string; expiresIn: number }>(await scan(qr.scanCode, phone));
    expect(asking).toMatchObject({ account: '张三', loginType: 'personQrCode', expiresIn: 110 });
    expect((await statusOf(qr.qr_code_id)).status).toBe('scanned');
    // The scan code is not the desktop's id: it cannot poll or redeem.
    expectRefused(await get('/getQrCodeStatus', { qr_code_id: qr.scanCode }), 404, CODES.notFound);

    expect(data(await decide(qr.scanCode, true, phone))).toEqual({ status: 'confirmed' });
    expect((await statusOf(qr.qr_code_id)).status).toBe('confirmed');
    const { token } = data<{ token: string }>(await redeem(qr.qr_code_id));
    expect(data(await info(t.app, token))).toMatchObject({ username: 'zhangsan', loginType: 'personQrCode', unicodes: ['ENT-1', 'ENT-2'] });

    expectRefused(await redeem(qr.qr_code_id), 401, CODES.badCredentials, '失效');
    expect(await statusOf(qr.qr_code_id)).toEqual({ status: 'expired', expiresIn: 0 });
  });

  it('a declined scan signs nobody in', async () => {
    const phone = await passwordLogin(t.app, 'personPassword', 'gov1');
    const qr = await generate();
    data(await scan(qr.scanCode, phone));
    expect(data(await decide(qr.scanCode, false, phone))).toEqual({ status: 'declined' });
    expect((await statusOf(qr.qr_code_id)).status).toBe('declined');
    expectRefused(await redeem(qr.qr_code_id), 401, CODES.badCredentials, '取消');
    expectRefused(await decide(qr.scanCode, true, phone), 409, CODES.conflict);
  });

  it('a code confirmed by an account disabled before the desktop redeems it signs nobody in, and is audited', async () => {
    const phone = await passwordLogin(t.app, 'personPassword', 'law1');
    const qr = await generate();
    data(await scan(qr.scanCode, phone));
    data(await decide(qr.scanCode, true, phone));
    const user = t.app.db.updateTable('users').where('username', '=', 'law1');
    await user.set({ disabledAt: t.clock.now() }).execute();
    try {
      expectRefused(await redeem(qr.qr_code_id), 401, CODES.badCredentials, '该账号已停用');
      const refusal = await t.app.db.selectFrom('auditLog').selectAll().where('action', '=', 'sign_in_failed').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(refusal).toMatchObject({ actorId: null, detail: { method: 'qrCode', loginType: 'personQrCode', reason: '该账号已停用，请联系系统管理员' } });
      expect(JSON.stringify(refusal)).not.toContain(qr.qr_code_id);
    } finally {
      await user.set({ disabledAt: null }).execute();
    }
  });

  it('expires after two minutes; a fresh code works', async () => {
    const phone = await passwordLogin(t.app, 'personPassword', 'risk1');
    const old = await generate();
    t.clock.advance(120_000);
    expect(await statusOf(old.qr_code_id)).toEqual({ status: 'expired', expiresIn: 0 });
    expectRefused(await scan(old.scanCode, phone), 409, CODES.conflict, '失效');
    expectRefused(await redeem(old.qr_code_id), 401, CODES.badCredentials, '失效');

    const fresh = await generate();
    data(await scan(fresh.scanCode, phone));
    data(await decide(fresh.scanCode, true, phone));
    // A confirmation may be redeemed for a minute, not later.
    t.clock.advance(61_000);
    expectRefused(await redeem(fresh.qr_code_id), 401, CODES.badCredentials, '失效');
  });

  it('a new code for the same tab retires the older one', async () => {
    const first = await generate('personQrCode', 'same-tab-0001');
    await generate('personQrCode', 'same-tab-0001');
    expect((await statusOf(first.qr_code_id)).status).toBe('expired');
  });

  it('a code scanned by one phone cannot be taken over by another', async () => {
    const qr = await generate();
    data(await scan(qr.scanCode, await passwordLogin(t.app, 'personPassword', 'law1')));
    const other = await passwordLogin(t.app, 'personPassword', 'biz1');
    expectRefused(await scan(qr.scanCode, other), 409, CODES.conflict, '其他账号');
    expectRefused(await decide(qr.scanCode, true, other), 409, CODES.conflict, '其他账号');
  });

  it('company codes need a company session on the phone, person codes a person session', async () => {
    const person = await passwordLogin(t.app, 'personPassword', 'chief');
    const company = await passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X');
    const companyQr = await generate('companyQrCode');
    expectRefused(await scan(companyQr.scanCode, person), 403, CODES.forbidden, '企业');
    expectRefused(await scan((await generate('personQrCode')).scanCode, company), 403, CODES.forbidden, '个人');

    data(await scan(companyQr.scanCode, company));
    data(await decide(companyQr.scanCode, true, company));
    const { token } = data<{ token: string }>(await redeem(companyQr.qr_code_id));
    expect(data(await info(t.app, token))).toMatchObject({
      loginType: 'companyQrCode',
      organizationCode: '91330100MA27XY018X',
      unicodes: ['ENT-3'],
    });
  });

  it('refuses bad input and unknown codes', async () => {
    expectRefused(await post('/generateQrCode', { loginType: 'personPassword', clientId: 'desktop-tab-x' }), 400, CODES.badInput);
    expectRefused(await post('/generateQrCode', { loginType: 'personQrCode', clientId: 'x' }), 400, CODES.badInput);
    expectRefused(await get('/getQrCodeStatus', { qr_code_id: 'A'.repeat(43) }), 404, CODES.notFound);
    expectRefused(await scan((await generate()).scanCode, 'not-a-token'), 401, CODES.badToken);
  });

  it('limits how many codes one address may ask for per minute', async () => {
    t.clock.advance(61_000);
    for (let i = 0; i < 20; i += 1) await generate();
    expectRefused(await post('/generateQrCode', { loginType: 'personQrCode', clientId: 'desktop-flood' }), 429, CODES.tooMany);
    t.clock.advance(61_000);
    await generate();
  });
});

describe('hand-offs between park systems', () => {
  const crossIn = (query: URLSearchParams | Record<string, unknown>) =>
    post('/crossIn', query instanceof URLSearchParams ? Object.fromEntries(query) : query);

  /** What another system would send: a token it signs for the portal. */
  const fromSystem = (system: (typeof PARK_SYSTEMS)[number], sub: number, over: { ttl?: number; aud?: string } = {}) => {
    const ttl = over.ttl ?? 120;
    const { token } = signHandoff(
      { iss: system, aud: over.aud ?? PORTAL_SYSTEM, sub, lt: 'personPassword', ent: null, name: 'x' },
      systems[system].secret,
      t.clock.now(),
      ttl,
    );
    return { Xtoken: token, Xreferer: system, Xttl: ttl };
  };

  it('crossOut reaches the stand-in, which accepts the token once and hands the user back through crossIn', async () => {
    const staff = await passwordLogin(t.app, 'personPassword', 'chief');
    const { target } = data<{ target: string }>(await post('/crossOut', { target: 'change', path: 'apply/list' }, staff));
    expect(target).toMatch(/^\/park\/change\/apply\/list\?Xtoken=[^&]+&Xreferer=portal&Xttl=120$/);

    const arrived = await t.app.inject({ method: 'GET', url: `${target}&back=%2Fexamine%2Findex` });
    expect(arrived.statusCode).toBe(200);
    expect(arrived.body).toContain('刘建国');
    expect(arrived.body).toContain('apply/list');
    const replayed = await t.app.inject({ method: 'GET', url: target });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain('已使用');

    const back = new URL(/href="(\/cross\?[^"]+)"/.exec(arrived.body)?.[1]?.replaceAll('&amp;', '&') ?? '', 'http://portal');
    expect(back.searchParams.get('Xreferer')).toBe('change');
    expect(back.searchParams.get('redirect')).toBe('/examine/index');
    const entry = { Xtoken: back.searchParams.get('Xtoken'), Xreferer: 'change', Xttl: back.searchParams.get('Xttl') };
    const signedIn = data<{ token: string; nodes: string; id: number }>(await crossIn(entry));
    expect(splitNodes(signedIn.nodes)).toContain('government/distribution');
    expect(data(await info(t.app, signedIn.token))).toMatchObject({ username: 'chief', id: signedIn.id });

    expectRefused(await crossIn(entry), 401, CODES.badCredentials, '已使用');
  });

  it('refuses an expired, tampered, foreign or mis-declared token', async () => {
    const chief = data<{ id: number }>(await info(t.app, await passwordLogin(t.app, 'personPassword', 'chief'))).id;

    const expiring = fromSystem('tax', chief);
    t.clock.advance(121_000);
    expectRefused(await crossIn(expiring), 401, CODES.badCredentials, '过期');

    const good = fromSystem('tax', chief);
    const [body = '', sig = ''] = good.Xtoken.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expectRefused(await crossIn({ ...good, Xtoken: `${forged}.${sig}` }), 401, CODES.badCredentials, '无效');
    // Signed by tax, declared as coming from risk: risk's secret does not verify it.
    expectRefused(await crossIn({ ...good, Xreferer: 'risk' }), 401, CODES.badCredentials, '无效');
    // Signed for the change system, not for the portal.
    expectRefused(await crossIn(fromSystem('change', chief, { aud: 'tax' })), 401, CODES.badCredentials, '不是签发给本系统');
    // A token the portal issued for another system cannot be turned back on the portal.
    const staff = await passwordLogin(t.app, 'personPassword', 'chief');
    const out = new URL(data<{ target: string }>(await post('/crossOut', { target: 'risk' }, staff)).target, 'http://portal');
    expectRefused(
      await crossIn({ Xtoken: out.searchParams.get('Xtoken'), Xreferer: 'risk', Xttl: 120 }),
      401,
      CODES.badCredentials,
      '不是签发给本系统',
    );
    expectRefused(await crossIn({ ...good, Xttl: 300 }), 401, CODES.badCredentials, '有效期');
    expectRefused(await crossIn({ ...good, Xttl: 301 }), 400, CODES.badInput);
    expectRefused(await crossIn({ ...good, Xreferer: 'elsewhere' }), 400, CODES.badInput);
    // Still usable after all those refusals: nothing was recorded for it.
    expect(data<{ id: number }>(await crossIn(good)).id).toBe(chief);
  });

  it('applicants are not handed to risk control; the index lists only what the caller may open', async () => {
    const applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    expectRefused(await post('/crossOut', { target: 'risk' }, applicant), 403, CODES.forbidden, '风险控制');
    expect(data<{ key: string }[]>(await get('/getChangeSystemIndex', {}, applicant)).map((s) => s.key)).toEqual([
      'enterprise',
      'change',
      'tax',
    ]);
    const staff = await passwordLogin(t.app, 'personPassword', 'gov1');
    expect(data<{ key: string }[]>(await get('/getChangeSystemIndex', {}, staff)).map((s) => s.key)).toEqual([
      'enterprise',
      'change',
      'tax',
      'risk',
    ]);
    expectRefused(await post('/crossOut', { target: 'tax', path: '../admin' }, staff), 400, CODES.badInput);
    expectRefused(await post('/crossOut', { target: 'tax' }), 401, CODES.badToken);
  });

  it('getLoginMiddlePageByUrl signs in at the community only for its own pages', async () => {
    const applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const middle = data<string>(await get('/getLoginMiddlePageByUrl', { url: '/park/media/viewpoint' }, applicant));
    const url = new URL(middle, 'http://portal');
    expect(url.pathname).toBe('/park/media/middle');
    expect(url.searchParams.get('redirect')).toBe('/park/media/viewpoint');
    const landed = await t.app.inject({ method: 'GET', url: middle });
    expect(landed.body).toContain('张三');
    expect(landed.body).toContain('href="/park/media/viewpoint"');
    // The bare entry of a system is its stand-in's home page too.
    const home = await t.app.inject({ method: 'GET', url: '/park/media/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('未携带登录凭证');
    // A linked page is named as the quick menu names it, not by its path.
    const fund = await t.app.inject({ method: 'GET', url: '/park/media/fund-business' });
    expect(fund.body).toContain('当前页面：基金业务申请');
    expect(fund.body).not.toContain('fund-business');
    expectRefused(await get('/getLoginMiddlePageByUrl', { url: 'https://evil.example/park/media/' }, applicant), 400, CODES.badInput);
    expectRefused(await get('/getLoginMiddlePageByUrl', { url: '/park/media/../../evil' }, applicant), 400, CODES.badInput);
  });

  it('production refuses to start without a secret per system', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PARK_ENTERPRISE_SECRET/);
    const secrets = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, 's'.repeat(32)]));
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets, PARK_TAX_SECRET: 'short' })).toThrow(/PARK_TAX_SECRET/);
    expect(parkSystemsOf(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', ...secrets })).tax.secret).toBe('s'.repeat(32));
  });
});

describe('role change', () => {
  it('a two-role user acts as one role at a time and switches with a new token', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'director');
    const before = data<{ roleNames: string[]; nodes: string }>(await info(t.app, token));
    expect(before.roleNames).toEqual(['examiner']);
    expect(splitNodes(before.nodes)).toEqual(['examine', 'rejection', 'nopassed']);
    expect(data(await get('/getUserRoles', {}, token))).toEqual({ roles: ['examiner', 'admin'], active: 'examiner' });

    const { token: admin } = data<{ token: string }>(await post('/changeRole', { role: 'admin' }, token));
    expectRefused(await info(t.app, token), 401, CODES.revoked);
    const after = data<{ roleNames: string[]; nodes: string }>(await info(t.app, admin));
    expect(after.roleNames).toEqual(['admin']);
    expect(splitNodes(after.nodes)).toEqual([...NODES]);
    expect(data(await get('/getUserRoles', {}, admin))).toEqual({ roles: ['examiner', 'admin'], active: 'admin' });

    const { token: back } = data<{ token: string }>(await post('/changeRole', { role: 'examiner' }, admin));
    expect(data<{ roleNames: string[] }>(await info(t.app, back)).roleNames).toEqual(['examiner']);
  });

  it('a role not held cannot be switched to, and a role-named token grants nothing', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'law1');
    expectRefused(await post('/changeRole', { role: 'admin' }, token), 403, CODES.forbidden, '没有该角色');
    expect(data<{ roleNames: string[] }>(await info(t.app, token)).roleNames).toEqual(['examiner']);
    expectRefused(await post('/changeRole', { role: 'root' }, token), 400, CODES.badInput);
    for (const forged of ['admin-token', 'editor-token', 'examiner-token']) {
      expectRefused(await info(t.app, forged), 401, CODES.badToken);
      expectRefused(await post('/changeRole', { role: 'admin' }, forged), 401, CODES.badToken);
    }
  });
});

describe('switch from company mobile to individual mobile', () => {
  const MOBILE = '13800000002';
  const unCode = async (token: string) => {
    const res = await get('/getUnCodeToken', {}, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { code: number; data: string };
    expect(body.code).toBe(0);
    return body.data;
  };

  it('logout, one-time token, personMobile login with the same mobile', async () => {
    const company = await smsLogin(t.app, 'companyMobile', MOBILE);
    const once = await unCode(company);
    expect((await post('/logout', {}, company)).statusCode).toBe(200);

    const res = await login(t.app, { type: 'personMobile', mobile: MOBILE, code: '482913', unCodeToken: once });
    const { token } = data<{ token: string }>(res);
    expect(data(await info(t.app, token))).toMatchObject({
      loginType: 'personMobile',
      phone: MOBILE,
      roleNames: ['editor'],
      organizationCode: '',
    });
    expectRefused(await login(t.app, { type: 'personMobile', mobile: MOBILE, code: '482913', unCodeToken: once }), 401, CODES.badCredentials, SWITCH_FAILED_MESSAGE);
  });

  it('the token is bound to the mobile, lives a minute, and only company-mobile sessions get one', async () => {
    const company = await passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X');
    expectRefused(await get('/getUnCodeToken', {}, company), 403, CODES.forbidden, SWITCH_FAILED_MESSAGE);
    expectRefused(await get('/getUnCodeToken', {}, await passwordLogin(t.app, 'personPassword', 'zhangsan')), 403, CODES.forbidden, SWITCH_FAILED_MESSAGE);
    expectRefused(await get('/getUnCodeToken', {}), 401, CODES.badToken);

    t.clock.advance(61_000);
    const legal = await smsLogin(t.app, 'companyMobile', MOBILE);
    const forOther = await unCode(legal);
    expectRefused(await login(t.app, { type: 'personMobile', mobile: '13800000001', code: '111111', unCodeToken: forOther }), 401, CODES.badCredentials, SWITCH_FAILED_MESSAGE);
    const late = await unCode(legal);
    t.clock.advance(61_000);
    expectRefused(await login(t.app, { type: 'personMobile', mobile: MOBILE, code: '111111', unCodeToken: late }), 401, CODES.badCredentials, SWITCH_FAILED_MESSAGE);
    expectRefused(await login(t.app, { type: 'personMobile', mobile: MOBILE, code: '111111', unCodeToken: 'short' }), 400, CODES.badInput);
  });
});
