import type { Transaction } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import { auditActorById, recordAudit } from '../audit/audit-log.ts';
import type { DB } from '../db/schema.ts';
import { ADMINISTRATION_MESSAGES } from '@ftown/domain/administration/administration.schemas';
import { AppError } from '../app-error.ts';
import { actingRole } from './active-role.ts';
import { findRoles, insertSession, isUserDisabled, revokeSessionByTokenHash } from './auth.repository.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './secrets.ts';

export type NewSession = { userId: number; loginType: LoginType; enterpriseId: number | null; activeRole?: Role | null };

/** How the session was opened, as the audit log names it: a sign-in, a hand-off in, or a role switch. */
export type SessionAudit = { action: 'sign_in' | 'handoff_in' | 'role_switch'; detail: Record<string, unknown> };

/**
 * Opens a session inside the caller's transaction and revokes the token the browser still presents, so
 * every way in (credentials, QR code, hand-off, role change) keeps one session per sign-in and leaves its
 * audit row, committed with the session or not at all. The caller evicts the revoked id after commit. A disabled
 * account gets no session, whichever way it came in.
 */
export const openSession = async (
  trx: Transaction<DB>,
  session: NewSession,
  opts: { now: Date; absoluteHours: number; previousToken?: string | undefined; audit: SessionAudit },
): Promise<{ token: string; revoked: number | null }> => {
  const { now, previousToken } = opts;
  if (await isUserDisabled(trx, session.userId)) throw new AppError('badCredentials', ADMINISTRATION_MESSAGES.accountDisabled);
  const token = newToken();
  const revoked =
    previousToken && TOKEN_PATTERN.test(previousToken)
      ? await revokeSessionByTokenHash(trx, hashToken(previousToken), now)
      : null;
  await insertSession(trx, {
    tokenHash: hashToken(token),
    ...session,
    now,
    expiresAt: new Date(now.getTime() + opts.absoluteHours * 3_600_000),
  });
  const role = actingRole(await findRoles(trx, session.userId), session.activeRole ?? null);
  await recordAudit(trx, {
    action: opts.audit.action,
    at: now,
    actor: await auditActorById(trx, session.userId, role),
    target: { type: 'user', id: session.userId },
    detail: { loginType: session.loginType, ...(session.enterpriseId === null ? {} : { enterpriseId: session.enterpriseId }), ...opts.audit.detail },
  });
  return { token, revoked };
};
