import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import { NODES, ROLES, type Role } from '@ftown/domain/auth/roles';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { actingNodes, actingRole } from './active-role.ts';
import { findNodes, findRoles, findSessionByTokenHash, findUnicodes, touchSession } from './auth.repository.ts';
import { hashToken, TOKEN_PATTERN } from './secrets.ts';

/** The signed-in caller as every route sees it. */
export type AuthUser = {
  sessionId: number;
  id: number;
  username: string;
  realname: string;
  phone: string;
  avatar: string;
  introduction: string;
  /** The acting role only (see active-role.ts); heldRoles lists every role of the person. */
  roles: Role[];
  heldRoles: Role[];
  nodes: string[];
  loginType: LoginType;
  enterpriseId: number | null;
  organizationCode: string;
  /** Signed in with a one-time password: only changing it (and reading who one is) is allowed. */
  mustChangePassword: boolean;
  department: string;
  job: string;
  unicodes: string[];
};

type Entry = { user: AuthUser; expiresAt: number; lastSeenAt: number; writtenAt: number; loadedAt: number };

/** What was evicted: sessions (revoked) or every session of some users (their cached identity changed). */
export type Eviction = { sessionIds: ReadonlySet<number> } | { userIds: ReadonlySet<number> };
export type EvictionListener = (eviction: Eviction) => void;

export type SessionStoreOptions = {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  idleMs: number;
  maxEntries?: number;
};

/** Cached sessions are re-read this often, bounding how stale roles or a missed eviction can be. */
const RELOAD_MS = 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

export const SESSION_MESSAGES = {
  missing: '请先登录',
  bad: '登录凭证无效，请重新登录',
  revoked: '您已退出登录或已在其他地方登录，请重新登录',
  expired: '登录已过期，请重新登录',
} as const;

const nodeOrder = (node: string) => {
  const i = (NODES as readonly string[]).indexOf(node);
  return i === -1 ? NODES.length : i;
};

/**
 * Token hash -> signed-in user, in memory, so an authenticated call costs no query. Revocation stays
 * immediate: the revoking process evicts at once and notifies the others (see evict), and ids evicted
 * lately are remembered so a load that raced the revocation cannot put the session back.
 */
export class SessionStore {
  readonly #opts: Required<SessionStoreOptions>;
  readonly #entries = new Map<string, Entry>();
  readonly #evictedAt = new Map<number, number>();
  readonly #listeners = new Set<EvictionListener>();

  constructor(opts: SessionStoreOptions) {
    this.#opts = { maxEntries: 10_000, ...opts };
  }

  async resolve(token: string | undefined): Promise<AuthUser> {
    return (await this.resolveSession(token)).user;
  }

  /** resolve, plus the instant the session ends whatever its activity (long-lived streams close then). */
  async resolveSession(token: string | undefined): Promise<{ user: AuthUser; expiresAt: Date }> {
    if (token === undefined || token === '') throw new AppError('badToken', SESSION_MESSAGES.missing);
    if (!TOKEN_PATTERN.test(token)) throw new AppError('badToken', SESSION_MESSAGES.bad);
    return this.resolveTokenHash(hashToken(token));
  }

  /** resolveSession for a caller that holds the token's hash, not the token (a stream ticket names its session). */
  async resolveTokenHash(hash: string): Promise<{ user: AuthUser; expiresAt: Date }> {
    const now = this.#opts.clock.now().getTime();

    const cached = this.#entries.get(hash);
    let entry: Entry;
    if (cached && now - cached.loadedAt < RELOAD_MS) {
      entry = cached;
      // Re-insert to keep the map in least-recently-used order.
      this.#entries.delete(hash);
      this.#entries.set(hash, entry);
    } else {
      entry = await this.#load(hash, now);
      // The write-behind of the last activity may not have landed yet; what this process saw still counts.
      entry.lastSeenAt = Math.max(entry.lastSeenAt, cached?.lastSeenAt ?? 0);
      entry.writtenAt = Math.max(entry.writtenAt, cached?.writtenAt ?? 0);
      this.#remember(hash, entry);
    }

    if (this.#evictedAt.has(entry.user.sessionId)) {
      this.#entries.delete(hash);
      throw new AppError('revoked', SESSION_MESSAGES.revoked);
    }
    if (now >= entry.expiresAt || now - entry.lastSeenAt > this.#opts.idleMs) {
      throw new AppError('expired', SESSION_MESSAGES.expired);
    }
    entry.lastSeenAt = Math.max(entry.lastSeenAt, now);
    if (now - entry.writtenAt >= TOUCH_MS) {
      entry.writtenAt = now;
      touchSession(this.#opts.db, entry.user.sessionId, new Date(now)).catch((err: unknown) =>
        this.#opts.log.warn({ err, sessionId: entry.user.sessionId }, 'could not record session activity'),
      );
    }
    return { user: entry.user, expiresAt: new Date(entry.expiresAt) };
  }

  /** Tells `listener` of every eviction in this process (those other processes notify included); returns the way to stop. */
  onEvict(listener: EvictionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Forgets sessions in this process; callers also publish the ids so other processes forget them. */
  evict(sessionIds: readonly number[]): void {
    if (sessionIds.length === 0) return;
    const now = this.#opts.clock.now().getTime();
    const ids = new Set(sessionIds);
    for (const id of ids) this.#evictedAt.set(id, now);
    for (const [hash, entry] of this.#entries) if (ids.has(entry.user.sessionId)) this.#entries.delete(hash);
    for (const [id, at] of this.#evictedAt) if (now - at > 2 * RELOAD_MS) this.#evictedAt.delete(id);
    this.#tell({ sessionIds: ids });
  }

  /** Drops every cached session of these users, e.g. after their roles or enterprises change. */
  evictUsers(userIds: readonly number[]): void {
    const ids = new Set(userIds);
    for (const [hash, entry] of this.#entries) if (ids.has(entry.user.id)) this.#entries.delete(hash);
    if (ids.size > 0) this.#tell({ userIds: ids });
  }

  #tell(eviction: Eviction) {
    for (const listener of this.#listeners) {
      try {
        listener(eviction);
      } catch (err) {
        this.#opts.log.error({ err }, 'session eviction listener failed');
      }
    }
  }

  async #load(hash: string, now: number): Promise<Entry> {
    const { db } = this.#opts;
    const row = await findSessionByTokenHash(db, hash);
    if (!row) throw new AppError('badToken', SESSION_MESSAGES.bad);
    // Disabling revokes the sessions too; this covers one opened by a sign-in that raced the disabling.
    if (row.revokedAt || row.disabledAt) throw new AppError('revoked', SESSION_MESSAGES.revoked);
    const [roles, nodes, unicodes] = await Promise.all([
      findRoles(db, row.userId),
      findNodes(db, row.userId),
      findUnicodes(db, row.userId),
    ]);
    // In ROLES order, least privileged first, whatever order the database returns.
    const heldRoles = ROLES.filter((r) => (roles as readonly string[]).includes(r));
    const role = actingRole(heldRoles, row.activeRole);
    const user: AuthUser = {
      sessionId: row.sessionId,
      id: row.userId,
      username: row.username ?? '',
      realname: row.realname,
      phone: row.mobile ?? row.legalMobile ?? '',
      avatar: row.avatar,
      introduction: row.introduction,
      roles: role === null ? [] : [role],
      heldRoles,
      nodes: actingNodes(role, nodes).sort((a, b) => nodeOrder(a) - nodeOrder(b)),
      loginType: row.loginType,
      enterpriseId: row.enterpriseId,
      organizationCode: row.enterpriseId !== null ? (row.creditCode ?? '') : '',
      mustChangePassword: row.mustChangePassword,
      department: row.department ?? '',
      job: row.job ?? '',
      unicodes,
    };
    const lastSeenAt = row.lastSeenAt.getTime();
    return { user, expiresAt: row.expiresAt.getTime(), lastSeenAt, writtenAt: lastSeenAt, loadedAt: now };
  }

  #remember(hash: string, entry: Entry) {
    this.#entries.set(hash, entry);
    if (this.#entries.size > this.#opts.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
