import type { Kysely } from 'kysely';
import {
  MOBILE_CHANGE_MESSAGES,
  PASSWORD_HISTORY,
  PASSWORD_MESSAGES,
  passwordProblem,
  type TAccountOverview,
  type TChangeMobileRequest,
  type TChangePasswordRequest,
} from '@ftown/domain/account/account.schemas';
import { AppError } from '../app-error.ts';
import { auditActorOf, maskMobile, recordAudit } from '../audit/audit-log.ts';
import { type AttemptRule, clearAttempts, takeAttempt } from '../auth/attempt-limits.ts';
import { hashSecret, verifySecret } from '../auth/secrets.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { SessionEvictPayload } from '../plugins/auth.ts';
import * as repo from './account.repository.ts';

/** The old password may be tried five times per account per 15 minutes, counted before it is compared. */
const OLD_PASSWORD_RULE: AttemptRule = {
  limit: 5,
  windowMs: 15 * 60_000,
  refusal: (wait) => `原密码错误次数过多，请${wait}后再试`,
};

export type AccountServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** The auth service's check of an SMS code sent to a number (single use). */
  verifySmsCode(mobile: string, code: string): Promise<void>;
  evictSessions(payload: SessionEvictPayload): Promise<void>;
};

export type AccountService = ReturnType<typeof createAccountService>;

type Target = {
  kind: 'company' | 'person';
  id: number;
  name: string;
  account: string;
  /** Every name the account signs in with: a new password may be none of them. */
  signInNames: string[];
  mobile: string;
  passwordHash: string | null;
};

/** The account a change acted on: the user, or the company whose password and mobile live on the enterprise. */
const auditTargetOf = (target: Target) => ({ type: target.kind === 'company' ? ('enterprise' as const) : ('user' as const), id: target.id });

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export const createAccountService = ({ db, clock, verifySmsCode, evictSessions }: AccountServiceDeps) => {
  /**
   * The account a session manages: a company sign-in (credit code or legal person's mobile) manages the
   * company account, whose password and mobile live on the enterprise; anyone else their own user.
   */
  const targetOf = async (user: AuthUser): Promise<Target> => {
    if (user.enterpriseId !== null) {
      const e = await repo.findEnterpriseById(db, user.enterpriseId);
      if (!e || e.accountUserId !== user.id) throw new AppError('notFound');
      return {
        kind: 'company',
        id: e.id,
        name: e.name,
        account: e.creditCode ?? e.unicodes,
        signInNames: [e.creditCode ?? e.unicodes, e.legalMobile ?? ''],
        mobile: e.legalMobile ?? '',
        passwordHash: e.passwordHash,
      };
    }
    const u = await repo.findUserById(db, user.id);
    if (!u) throw new AppError('notFound');
    return {
      kind: 'person',
      id: u.id,
      name: u.realname || (u.username ?? ''),
      account: u.username ?? u.mobile ?? '',
      signInNames: [u.username ?? '', u.mobile ?? ''],
      mobile: u.mobile ?? '',
      passwordHash: u.passwordHash,
    };
  };

  const overview = async (user: AuthUser): Promise<TAccountOverview> => {
    const target = await targetOf(user);
    return {
      loginType: user.loginType,
      kind: target.kind,
      name: target.name,
      account: target.account,
      mobile: target.mobile,
      hasPassword: target.passwordHash !== null,
      enterprises: await repo.listEnterprisesOfUser(db, user.id),
    };
  };

  /**
   * Old password checked (with its own failure limit), then in one transaction: the new password compared
   * with the current and the recent ones, the new hash, the history and the revocation. The comparison is
   * inside so two changes at once cannot both pass it.
   */
  const changePassword = async (user: AuthUser, request: TChangePasswordRequest) => {
    const target = await targetOf(user);
    const problem = passwordProblem(request.newPassword, target.signInNames);
    if (problem !== null) throw new AppError('badInput', problem, { fields: { newPassword: problem } });
    let attempt = null;
    if (target.passwordHash !== null) {
      if (request.oldPassword === '') {
        throw new AppError('badInput', PASSWORD_MESSAGES.oldRequired, { fields: { oldPassword: PASSWORD_MESSAGES.oldRequired } });
      }
      attempt = await takeAttempt(db, `old-password:${target.kind}:${target.id}`, OLD_PASSWORD_RULE, clock.now());
      if (!(await verifySecret(request.oldPassword, target.passwordHash))) {
        throw new AppError('badInput', PASSWORD_MESSAGES.oldWrong, { fields: { oldPassword: PASSWORD_MESSAGES.oldWrong } });
      }
    }
    // Hashed before the transaction: scrypt is slow and PGlite's single session would wait for it.
    const passwordHash = await hashSecret(request.newPassword);
    const revoked = await db.transaction().execute(async (trx) => {
      const current = await repo.lockPasswordHash(trx, target);
      const recent = [...(current === null ? [] : [current]), ...(await repo.listPasswordHistory(trx, target, PASSWORD_HISTORY))];
      for (const hash of recent) {
        if (await verifySecret(request.newPassword, hash)) return null;
      }
      if (target.kind === 'company') await repo.setEnterprisePassword(trx, target.id, passwordHash);
      else await repo.setUserPassword(trx, target.id, passwordHash);
      if (current !== null) await repo.pushPasswordHistory(trx, target, current, clock.now(), PASSWORD_HISTORY);
      await recordAudit(trx, { action: 'password_change', at: clock.now(), actor: auditActorOf(user), target: auditTargetOf(target) });
      return repo.revokeOtherSessions(trx, user.id, user.sessionId, clock.now());
    });
    // The old password was right even when the new one is refused as recent: that was no guess at it.
    if (attempt) await clearAttempts(db, attempt, OLD_PASSWORD_RULE);
    if (revoked === null) throw new AppError('badInput', PASSWORD_MESSAGES.recent, { fields: { newPassword: PASSWORD_MESSAGES.recent } });
    // A one-time password is gone now: the cached identity that still says so is re-read.
    await evictSessions(user.mustChangePassword ? { sessionIds: revoked, userIds: [user.id] } : { sessionIds: revoked });
    return { message: PASSWORD_MESSAGES.changed };
  };

  const mobileTaken = async (target: Target, mobile: string) =>
    target.kind === 'company'
      ? (await repo.findOtherCompanyByLegalMobile(db, mobile, target.id)) && MOBILE_CHANGE_MESSAGES.takenByCompany
      : (await repo.findOtherUserByMobile(db, mobile, target.id)) && MOBILE_CHANGE_MESSAGES.takenByUser;

  /**
   * The code must be the one sent to the new number: whoever changes the binding holds that phone. It is
   * checked before whether the number is taken, so without the phone nobody learns which numbers are bound.
   */
  const changeMobile = async (user: AuthUser, request: TChangeMobileRequest) => {
    const target = await targetOf(user);
    if (request.mobile === target.mobile) throw new AppError('badInput', MOBILE_CHANGE_MESSAGES.same, { fields: { mobile: MOBILE_CHANGE_MESSAGES.same } });
    await verifySmsCode(request.mobile, request.code);
    const taken = await mobileTaken(target, request.mobile);
    if (taken) throw new AppError('conflict', taken);
    try {
      await db.transaction().execute(async (trx) => {
        if (target.kind === 'company') await repo.setLegalMobile(trx, target.id, request.mobile);
        else await repo.setUserMobile(trx, target.id, request.mobile);
        await recordAudit(trx, {
          action: 'mobile_change',
          at: clock.now(),
          actor: auditActorOf(user),
          target: auditTargetOf(target),
          before: { mobile: maskMobile(target.mobile) },
          after: { mobile: maskMobile(request.mobile) },
        });
      });
    } catch (error) {
      // Someone bound the number between the check and the update (users.mobile is unique).
      if (isUniqueViolation(error)) throw new AppError('conflict', MOBILE_CHANGE_MESSAGES.takenByUser, undefined, { cause: error });
      throw error;
    }
    // The cached sessions carry the old number as `phone`.
    await evictSessions({ userIds: [user.id] });
    return { message: MOBILE_CHANGE_MESSAGES.changed };
  };

  return { overview, changePassword, changeMobile };
};
