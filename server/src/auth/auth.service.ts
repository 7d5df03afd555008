import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { SMS_RESEND_SECONDS, SWITCH_FAILED_MESSAGE } from '@ftown/domain/auth/sign-in-constants';
import type { TSamLoginRequest } from '@ftown/domain/auth/uncode';
import { joinNodes } from '@ftown/domain/auth/session';
import { auditActorOf, maskMobile, recordAudit } from '../audit/audit-log.ts';
import { AppError, retryLater } from '../app-error.ts';
import { type AttemptRule, clearAttempts, type Counted, giveBackAttempt, takeAttempt } from './attempt-limits.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import * as repo from './auth.repository.ts';
import { hashSecret, hashToken, verifySecret } from './secrets.ts';
import { auditRefusedSignIn } from './refused-sign-in.ts';
import { openSession } from './session-issuer.ts';
import { consumeUncodeToken } from './sign-in.repository.ts';
import type { AuthUser } from './session-store.ts';
import type { SmsTransport } from './sms-transport.ts';

export const SMS_CODE_TTL_SECONDS = 300;
const SMS_MIN_INTERVAL_MS = SMS_RESEND_SECONDS * 1000;
const SMS_DAILY_LIMIT = 10;
const SMS_MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** Password failures are counted per account and per client address in windows of this length. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** At most five password checks per account per window; see attempt-limits.ts for how a burst is held. */
const ACCOUNT_PASSWORD_RULE: AttemptRule = {
  limit: 5,
  windowMs: LOGIN_WINDOW_MS,
  refusal: (wait) => `登录失败次数过多，请${wait}后再试`,
};

export const AUTH_MESSAGES = {
  smsTooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  smsDailyLimit: `该手机号24小时内获取验证码已达${SMS_DAILY_LIMIT}次，请明天再试`,
  smsSendFailed: '验证码短信发送失败，请稍后重试',
  smsText: (code: string) => `【基金小镇】您的验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效，请勿泄露给他人。`,
  codeMissing: '请先获取验证码',
  codeExpired: '验证码已过期，请重新获取',
  codeUsed: '验证码已使用，请重新获取',
  codeTooManyAttempts: '验证码错误次数过多，请重新获取',
  codeWrong: '验证码错误，请重新输入',
  badPassword: '账号或密码错误',
  badCompanyPassword: '统一社会信用代码或密码错误',
  notLegalMobile: '该手机号未登记为企业法人手机号，请使用个人手机登录',
  smsClientLimit: (wait: string) => `当前网络获取验证码过于频繁，请${wait}后再试`,
  smsGlobalLimit: (wait: string) => `短信验证码发送繁忙，请${wait}后再试`,
  clientFailures: (wait: string) => `当前网络登录失败次数过多，请${wait}后再试`,
  noOutbox: '该手机号没有待查看的验证码',
} as const;

export type AuthServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  sms: SmsTransport;
  /** Last code per number, kept in memory for GET /sam/devOutbox (development with the log transport only). */
  outbox: Map<string, string> | null;
  evictSessions(sessionIds: number[]): Promise<void>;
  absoluteHours: number;
  limits: AuthLimits;
};

/** The limits a deployment may set (config: SMS_PER_CLIENT_PER_HOUR, SMS_PER_HOUR, PASSWORD_FAILURES_PER_CLIENT). */
export type AuthLimits = { smsPerClientPerHour: number; smsPerHour: number; passwordFailuresPerClient: number };

export type AuthService = ReturnType<typeof createAuthService>;

export const createAuthService = (deps: AuthServiceDeps) => {
  const { db, clock } = deps;
  const smsClientRule: AttemptRule = { limit: deps.limits.smsPerClientPerHour, windowMs: HOUR_MS, refusal: AUTH_MESSAGES.smsClientLimit };
  const smsGlobalRule: AttemptRule = { limit: deps.limits.smsPerHour, windowMs: HOUR_MS, refusal: AUTH_MESSAGES.smsGlobalLimit };
  const clientPasswordRule: AttemptRule = {
    limit: deps.limits.passwordFailuresPerClient,
    windowMs: LOGIN_WINDOW_MS,
    refusal: AUTH_MESSAGES.clientFailures,
  };

  /**
   * The number's own limits first, then the client's and everyone's: all in the transaction that records the
   * code, so a refusal (its rollback) counts nothing, and parallel sends queue on the counters' rows.
   */
  const sendSmsCode = async (mobile: string, clientIp: string) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await hashSecret(code);
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await repo.lockKey(trx, `sms:${mobile}`);
      const last = await repo.latestSmsCode(trx, mobile);
      const sinceLast = last ? now.getTime() - last.createdAt.getTime() : Infinity;
      if (sinceLast < SMS_MIN_INTERVAL_MS) {
        const seconds = Math.ceil((SMS_MIN_INTERVAL_MS - sinceLast) / 1000);
        throw retryLater(AUTH_MESSAGES.smsTooSoon(seconds), seconds);
      }
      const today = await repo.smsCodesSince(trx, mobile, new Date(now.getTime() - DAY_MS));
      if (today.count >= SMS_DAILY_LIMIT && today.oldest) {
        throw retryLater(AUTH_MESSAGES.smsDailyLimit, Math.max(1, Math.ceil((today.oldest.getTime() + DAY_MS - now.getTime()) / 1000)));
      }
      await takeAttempt(trx, `sms-client:${clientIp}`, smsClientRule, now);
      await takeAttempt(trx, 'sms-all', smsGlobalRule, now);
      await repo.insertSmsCode(trx, {
        mobile,
        codeHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      });
    });
    try {
      await deps.sms.send({ mobile, text: AUTH_MESSAGES.smsText(code), template: { kind: 'loginCode', code } });
    } catch (error) {
      throw new AppError('server', AUTH_MESSAGES.smsSendFailed, undefined, { cause: error });
    }
    deps.outbox?.set(mobile, code);
    return { expiresIn: SMS_CODE_TTL_SECONDS };
  };

  const devOutbox = (mobile: string) => {
    const code = deps.outbox?.get(mobile);
    if (code === undefined) throw new AppError('notFound', AUTH_MESSAGES.noOutbox);
    return { code };
  };

  /** Only the latest code of a number counts; each try is counted before the code is compared. */
  const checkSmsCode = async (mobile: string, code: string) => {
    const now = clock.now();
    const latest = await repo.latestSmsCode(db, mobile);
    if (!latest) throw new AppError('badCredentials', AUTH_MESSAGES.codeMissing);
    const reserved = await repo.reserveSmsAttempt(db, latest.id, SMS_MAX_ATTEMPTS, now);
    if (!reserved) {
      if (latest.consumedAt) throw new AppError('badCredentials', AUTH_MESSAGES.codeUsed);
      if (latest.expiresAt <= now) throw new AppError('badCredentials', AUTH_MESSAGES.codeExpired);
      throw new AppError('badCredentials', AUTH_MESSAGES.codeTooManyAttempts);
    }
    if (!(await verifySecret(code, reserved.codeHash))) throw new AppError('badCredentials', AUTH_MESSAGES.codeWrong);
    if (!(await repo.consumeSmsCode(db, reserved.id, now))) throw new AppError('badCredentials', AUTH_MESSAGES.codeUsed);
  };

  /**
   * Password logins: the attempt is counted against the account and then against the client address (many
   * accounts tried from one place) before the password is compared, so parallel guesses get no more checks
   * than the limits allow. An attempt the client limit refuses is given back to the account (no password was
   * compared); a success gives the client's attempt back and clears the account's earlier failures.
   */
  const checkPassword = async (accountKey: string, password: string, hash: string | null, failure: string, clientIp: string) => {
    const now = clock.now();
    const account = await takeAttempt(db, `login:${accountKey}`, ACCOUNT_PASSWORD_RULE, now);
    let client: Counted;
    try {
      client = await takeAttempt(db, `login-client:${clientIp}`, clientPasswordRule, now);
    } catch (error) {
      await giveBackAttempt(db, account);
      throw error;
    }
    if (!(await verifySecret(password, hash))) throw new AppError('badCredentials', failure);
    await giveBackAttempt(db, client);
    await clearAttempts(db, account, ACCOUNT_PASSWORD_RULE);
  };

  /** The login switch (spec section 4) proves the mobile with a one-time token instead of an SMS code. */
  const checkUnCodeToken = async (mobile: string, unCodeToken: string) => {
    if (!(await consumeUncodeToken(db, hashToken(unCodeToken), mobile, clock.now()))) {
      throw new AppError('badCredentials', SWITCH_FAILED_MESSAGE);
    }
  };

  const identify = async (
    request: TSamLoginRequest,
    clientIp: string,
  ): Promise<{ userId: number; enterpriseId: number | null }> => {
    switch (request.type) {
      case 'personMobile': {
        if ('unCodeToken' in request && request.unCodeToken !== undefined) await checkUnCodeToken(request.mobile, request.unCodeToken);
        else await checkSmsCode(request.mobile, request.code);
        const existing = await repo.findUserIdByMobile(db, request.mobile);
        if (existing) return { userId: existing.id, enterpriseId: null };
        // A first SMS login registers the number as an individual applicant, as government portals do. A company's
        // legal person (switching from the company login) is known by name; anyone else by their number's end.
        const legal = await repo.findEnterpriseByLegalMobile(db, request.mobile);
        const realname = legal?.legalPerson || `用户${request.mobile.slice(-4)}`;
        const userId = await db.transaction().execute((trx) => repo.insertApplicantByMobile(trx, request.mobile, realname, clock.now()));
        return { userId, enterpriseId: null };
      }
      case 'companyMobile': {
        await checkSmsCode(request.mobile, request.code);
        const enterprise = await repo.findEnterpriseByLegalMobile(db, request.mobile);
        if (!enterprise?.accountUserId) throw new AppError('badCredentials', AUTH_MESSAGES.notLegalMobile);
        return { userId: enterprise.accountUserId, enterpriseId: enterprise.id };
      }
      case 'personPassword': {
        const user = await repo.findUserByUsername(db, request.account);
        await checkPassword(`person:${request.account}`, request.password, user?.passwordHash ?? null, AUTH_MESSAGES.badPassword, clientIp);
        if (!user) throw new AppError('badCredentials', AUTH_MESSAGES.badPassword);
        return { userId: user.id, enterpriseId: null };
      }
      case 'companyPassword': {
        const enterprise = await repo.findEnterpriseByCreditCode(db, request.account);
        const hash = enterprise?.accountUserId ? enterprise.passwordHash : null;
        await checkPassword(`company:${request.account}`, request.password, hash, AUTH_MESSAGES.badCompanyPassword, clientIp);
        if (!enterprise?.accountUserId) throw new AppError('badCredentials', AUTH_MESSAGES.badCompanyPassword);
        return { userId: enterprise.accountUserId, enterpriseId: enterprise.id };
      }
    }
  };

  /**
   * A refused sign-in is audited on its own (nothing else is written): the login type and the account as typed
   * (a mobile masked), never the password or code that was tried.
   */
  const auditFailure = (request: TSamLoginRequest, error: unknown) =>
    auditRefusedSignIn(db, clock.now(), { loginType: request.type, account: 'account' in request ? request.account : maskMobile(request.mobile) }, error);

  /**
   * Signs in and returns a new token; a token the caller still presents is revoked (one session per login). A
   * refusal is audited wherever it comes from: wrong credentials, or a disabled account whose password was right
   * (openSession refuses it, and its transaction takes nothing with it).
   */
  const login = async (request: TSamLoginRequest, previousToken: string | undefined, clientIp: string) => {
    let opened: { token: string; revoked: number | null };
    try {
      const identity = await identify(request, clientIp);
      opened = await db.transaction().execute((trx) =>
        openSession(
          trx,
          { ...identity, loginType: request.type },
          { now: clock.now(), absoluteHours: deps.absoluteHours, previousToken, audit: { action: 'sign_in', detail: {} } },
        ),
      );
    } catch (error) {
      await auditFailure(request, error);
      throw error;
    }
    if (opened.revoked !== null) await deps.evictSessions([opened.revoked]);
    return { token: opened.token };
  };

  const logout = async (user: AuthUser) => {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await repo.revokeSessionById(trx, user.sessionId, now);
      await recordAudit(trx, { action: 'sign_out', at: now, actor: auditActorOf(user), target: { type: 'user', id: user.id } });
    });
    await deps.evictSessions([user.sessionId]);
    return null;
  };

  const info = (user: AuthUser): TUserInfo => ({
    id: user.id,
    username: user.username,
    realname: user.realname,
    phone: user.phone,
    avatar: user.avatar,
    introduction: user.introduction,
    roleNames: user.roles,
    nodes: joinNodes(user.nodes),
    orgNames: user.department,
    jobNames: user.job,
    loginType: user.loginType,
    organizationCode: user.organizationCode,
    unicodes: user.unicodes,
    mustChangePassword: user.mustChangePassword,
  });

  // checkSmsCode is shared with account management (binding a new mobile), so codes are checked in one place.
  return { sendSmsCode, devOutbox, checkSmsCode, login, logout, info };
};
