import type { Kysely } from 'kysely';
import type { Role } from '@ftown/domain/auth/roles';
import type { TUserRoles } from '@ftown/domain/auth/role-switch';
import { SWITCH_FAILED_MESSAGE, UNCODE_TTL_SECONDS } from '@ftown/domain/auth/sign-in-constants';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { hashToken, newToken } from './secrets.ts';
import { openSession } from './session-issuer.ts';
import type { AuthUser } from './session-store.ts';
import * as repo from './sign-in.repository.ts';

export const SWITCH_MESSAGES = {
  roleNotHeld: '您没有该角色，无法切换',
} as const;

export type SwitchServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  absoluteHours: number;
  evictSessions(sessionIds: number[]): Promise<void>;
};

export type SwitchService = ReturnType<typeof createSwitchService>;

/** Changing who a session acts as: the active role, and the company-mobile user's switch to individual login. */
export const createSwitchService = (deps: SwitchServiceDeps) => {
  const { db, clock } = deps;

  const userRoles = (user: AuthUser): TUserRoles => ({
    roles: user.heldRoles,
    active: user.roles[0] ?? user.heldRoles[0] ?? 'editor',
  });

  /**
   * A new session acting with `role` replaces the current one (its token stops working at once), so
   * a token never carries more than the role it was issued for.
   */
  const changeRole = async (user: AuthUser, role: Role, currentToken: string | undefined) => {
    if (!user.heldRoles.includes(role)) throw new AppError('forbidden', SWITCH_MESSAGES.roleNotHeld);
    const { token, revoked } = await db.transaction().execute((trx) =>
      openSession(
        trx,
        { userId: user.id, loginType: user.loginType, enterpriseId: user.enterpriseId, activeRole: role },
        {
          now: clock.now(),
          absoluteHours: deps.absoluteHours,
          previousToken: currentToken,
          audit: { action: 'role_switch', detail: { from: user.roles[0] ?? null, to: role } },
        },
      ),
    );
    if (revoked !== null) await deps.evictSessions([revoked]);
    return { token };
  };

  /**
   * One-time token for the login switch (spec section 4): only a legal person signed in by mobile may
   * switch, and the token signs in only that same mobile, once, within a minute.
   */
  const unCodeToken = async (user: AuthUser): Promise<string> => {
    if (user.loginType !== 'companyMobile' || user.enterpriseId === null) throw new AppError('forbidden', SWITCH_FAILED_MESSAGE);
    const mobile = (await repo.findLegalMobile(db, user.enterpriseId))?.legalMobile;
    if (!mobile) throw new AppError('forbidden', SWITCH_FAILED_MESSAGE);
    const token = newToken();
    const now = clock.now();
    await repo.insertUncodeToken(db, {
      tokenHash: hashToken(token),
      mobile,
      issuedBy: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNCODE_TTL_SECONDS * 1000),
    });
    return token;
  };

  return { userRoles, changeRole, unCodeToken };
};
