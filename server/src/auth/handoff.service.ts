import type { Kysely } from 'kysely';
import { isAllowed } from '@ftown/domain/auth/access';
import type { TChangeSystem, TCrossIn, TCrossInRequest, TCrossOut, TCrossOutRequest } from '@ftown/domain/auth/handoff';
import { PARK_SYSTEM_ROLES, PORTAL_SYSTEM, TOP_NAV_SYSTEMS, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';
import { joinNodes } from '@ftown/domain/auth/session';
import { auditActorOf, recordAudit } from '../audit/audit-log.ts';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { actingNodes, actingRole } from './active-role.ts';
import { findNodes, findRoles } from './auth.repository.ts';
import { HANDOFF_MESSAGES, signHandoff, verifyHandoff, type HandoffClaims } from './handoff-token.ts';
import type { ParkSystems } from './park-systems.ts';
import { auditRefusedSignIn } from './refused-sign-in.ts';
import { openSession } from './session-issuer.ts';
import type { AuthUser } from './session-store.ts';
import * as repo from './sign-in.repository.ts';

/** Hand-offs this portal issues live two minutes: long enough to open a window, short if a link leaks. */
export const HANDOFF_TTL_SECONDS = 120;

export const HANDOFF_SERVICE_MESSAGES = {
  notAllowed: (name: string) => `您没有进入${name}的权限`,
  notMiddle: '该链接不支持统一登录',
  noUser: '跨系统登录的用户不存在',
  noEnterprise: '跨系统登录的企业与账号不符',
} as const;

export type HandoffServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  systems: ParkSystems;
  absoluteHours: number;
  evictSessions(sessionIds: number[]): Promise<void>;
};

/** `Xtoken`, `Xreferer` and `Xttl` travel in the query, as crossIn reads them back (spec section 7). */
export const handoffQuery = (token: string, ttl: number, referer: string = PORTAL_SYSTEM) =>
  new URLSearchParams({ Xtoken: token, Xreferer: referer, Xttl: String(ttl) });

export type HandoffService = ReturnType<typeof createHandoffService>;

/** Entering and leaving through the park's other systems (spec sections 4 and 7). */
export const createHandoffService = (deps: HandoffServiceDeps) => {
  const { db, clock, systems } = deps;

  const mayEnter = (user: AuthUser, system: ParkSystem) => isAllowed({ roles: PARK_SYSTEM_ROLES[system] }, user);

  /** A token naming this user for `system`, signed with that system's secret. */
  const issueFor = async (user: AuthUser, system: ParkSystem) => {
    if (!mayEnter(user, system)) throw new AppError('forbidden', HANDOFF_SERVICE_MESSAGES.notAllowed(systems[system].name));
    const ent = user.enterpriseId === null ? null : ((await repo.findUnicodesById(db, user.enterpriseId))?.unicodes ?? null);
    const { token } = signHandoff(
      {
        iss: PORTAL_SYSTEM,
        aud: system,
        sub: user.id,
        lt: user.loginType,
        ent,
        name: user.realname || user.username || user.phone,
      },
      systems[system].secret,
      clock.now(),
      HANDOFF_TTL_SECONDS,
    );
    await recordAudit(db, { action: 'handoff_out', at: clock.now(), actor: auditActorOf(user), target: { type: 'park_system', id: system } });
    return handoffQuery(token, HANDOFF_TTL_SECONDS);
  };

  const crossOut = async (user: AuthUser, request: TCrossOutRequest): Promise<TCrossOut> => {
    const query = await issueFor(user, request.target);
    return { target: `${systems[request.target].url}${request.path ?? ''}?${query.toString()}` };
  };

  const changeSystemIndex = (user: AuthUser): TChangeSystem[] =>
    TOP_NAV_SYSTEMS.filter((s) => mayEnter(user, s)).map((s) => ({ key: s, name: systems[s].name }));

  /** The community's middle page signs the user in there and lands on `url`, which must be its own page. */
  const loginMiddlePage = async (user: AuthUser, url: string): Promise<string> => {
    const media = systems.media;
    if (!url.startsWith(media.url) || url.includes('..')) throw new AppError('badInput', HANDOFF_SERVICE_MESSAGES.notMiddle);
    const query = await issueFor(user, 'media');
    query.set('redirect', url);
    return `${media.url}middle?${query.toString()}`;
  };

  /** Who a verified hand-off names, checked against this portal's own records. */
  const identityOf = async (claims: HandoffClaims) => {
    const held = await findRoles(db, claims.sub);
    if (held.length === 0) throw new AppError('badCredentials', HANDOFF_SERVICE_MESSAGES.noUser);
    const company = claims.lt === 'companyMobile' || claims.lt === 'companyPassword' || claims.lt === 'companyQrCode';
    if (!company) return { held, enterpriseId: null };
    const enterprise = claims.ent === null ? undefined : await repo.findEnterpriseForAccount(db, claims.ent, claims.sub);
    if (!enterprise) throw new AppError('badCredentials', HANDOFF_SERVICE_MESSAGES.noEnterprise);
    return { held, enterpriseId: enterprise.id };
  };

  /** Opens the session a verified, unused hand-off names; every refusal on the way is thrown. */
  const enter = async (request: TCrossInRequest, previousToken: string | undefined): Promise<TCrossIn> => {
    const now = clock.now();
    const claims = verifyHandoff(request.Xtoken, systems[request.Xreferer].secret, {
      audience: PORTAL_SYSTEM,
      issuer: request.Xreferer,
      now,
    });
    if (claims.exp - claims.iat !== request.Xttl) throw new AppError('badCredentials', HANDOFF_MESSAGES.ttl);
    const { held, enterpriseId } = await identityOf(claims);
    const { token, revoked } = await db.transaction().execute(async (trx) => {
      await repo.purgeHandoffUses(trx, now);
      if (!(await repo.recordHandoffUse(trx, PORTAL_SYSTEM, claims.jti, new Date(claims.exp * 1000), now))) {
        throw new AppError('badCredentials', HANDOFF_MESSAGES.replayed);
      }
      return openSession(
        trx,
        { userId: claims.sub, loginType: claims.lt, enterpriseId },
        { now, absoluteHours: deps.absoluteHours, previousToken, audit: { action: 'handoff_in', detail: { from: request.Xreferer } } },
      );
    });
    if (revoked !== null) await deps.evictSessions([revoked]);
    const role = actingRole(held, null);
    return { token, nodes: joinNodes(actingNodes(role, await findNodes(db, claims.sub))), id: claims.sub };
  };

  /** A refused hand-off (forged, expired, replayed) is a refused sign-in: audited with its system, never its token. */
  const crossIn = async (request: TCrossInRequest, previousToken: string | undefined): Promise<TCrossIn> => {
    try {
      return await enter(request, previousToken);
    } catch (error) {
      await auditRefusedSignIn(db, clock.now(), { method: 'handoff', from: request.Xreferer }, error);
      throw error;
    }
  };

  return { crossOut, crossIn, changeSystemIndex, loginMiddlePage };
};
