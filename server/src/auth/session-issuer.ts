import type { Transaction } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import type { DB } from '../db/schema.ts';
import { ADMINISTRATION_MESSAGES } from '@ftown/domain/administration/administration.schemas';
import { AppError } from '../app-error.ts';
import { insertSession, isUserDisabled, revokeSessionByTokenHash } from './auth.repository.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './secrets.ts';

export type NewSession = { userId: number; loginType: LoginType; enterpriseId: number | null; activeRole?: Role | null };

/**
 * Opens a session inside the caller's transaction and revokes the token the browser still presents, so
 * every way in (credentials, QR code, hand-off, role change) keeps one session per sign-in. The caller
 * evicts the revoked id after commit. A disabled account gets no session, whichever way it came in.
 */
export const openSession = async (
  trx: Transaction<DB>,
  session: NewSession,
  opts: { now: Date; absoluteHours: number; previousToken?: string | undefined },
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
  return { token, revoked };
};
