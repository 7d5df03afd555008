import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessRule, isAllowed } from '@ftown/domain/auth/access';
import { DEFAULT_MESSAGES } from '@ftown/domain/api/codes';
import { PASSWORD_MESSAGES } from '@ftown/domain/account/account.schemas';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import { type AuthUser, SessionStore } from '../auth/session-store.ts';

export type GuardOptions = {
  /** Open to a session that must first change its one-time password (who am I, sign out, change it). */
  beforePasswordChange?: boolean;
};

export const SESSION_EVICT_CHANNEL = 'session_evict';

export type SessionEvictPayload = { sessionIds?: number[]; userIds?: number[] };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    sessions: SessionStore;
    /** Forgets sessions here and in every other process; call it after the revoking transaction commits. */
    evictSessions(payload: SessionEvictPayload): Promise<void>;
    /** onRequest hook: the caller must be signed in and, given a rule, pass it (roles, or a node). */
    guard(rule?: AccessRule, options?: GuardOptions): onRequestAsyncHookHandler;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/**
 * The token from X-Token, and only from there: a token in a URL ends up in logs, histories and Referer headers.
 * The event streams, which EventSource opens without headers, authenticate on their own (live.routes.ts).
 */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers['x-token'];
  return typeof header === 'string' && header !== '' ? header : undefined;
};

const authPlugin = async (app: FastifyInstance, opts: { clock: Clock; idleMinutes: number }) => {
  const sessions = new SessionStore({ db: app.db, clock: opts.clock, log: app.log, idleMs: opts.idleMinutes * 60_000 });

  const apply = (payload: SessionEvictPayload) => {
    if (isIdList(payload.sessionIds)) sessions.evict(payload.sessionIds);
    if (isIdList(payload.userIds)) sessions.evictUsers(payload.userIds);
  };

  await app.notify.subscribe(SESSION_EVICT_CHANNEL, (payload) => {
    if (typeof payload === 'object' && payload !== null) apply(payload as SessionEvictPayload);
  });

  app.decorate('sessions', sessions);
  app.decorate('evictSessions', async (payload: SessionEvictPayload) => {
    apply(payload);
    await app.notify.publish(SESSION_EVICT_CHANNEL, payload);
  });
  app.decorateRequest('user', null);
  app.decorate('guard', (rule?: AccessRule, options: GuardOptions = {}): onRequestAsyncHookHandler => async (request) => {
    const user = await sessions.resolve(tokenOf(request));
    request.user = user;
    if (user.mustChangePassword && !options.beforePasswordChange) throw new AppError('forbidden', PASSWORD_MESSAGES.changeFirst);
    if (rule && !isAllowed(rule, user)) throw new AppError('forbidden');
  });
};

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'notify'] });

/** The caller of a route behind guard(); a route without the guard has none. */
export const userOf = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw new AppError('badToken', DEFAULT_MESSAGES.badToken);
  return request.user;
};
