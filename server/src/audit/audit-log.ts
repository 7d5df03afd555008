import type { Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditTargetType } from '@ftown/domain/audit/audit.schemas';
import type { DB } from '../db/schema.ts';
import { type AuditSource, currentAuditSource } from './audit-context.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Who acted: the user id, their name as it reads now (kept as written), and the role they acted with. */
export type AuditActor = { id: number; name: string; role: string | null };

export type AuditEntry = {
  action: AuditAction;
  at: Date;
  /** Null when nobody is signed in (a failed sign-in). */
  actor: AuditActor | null;
  target?: { type: AuditTargetType; id: string | number } | null;
  detail?: Record<string, unknown> | null;
  /** A change's values before and after (admin writes, mobile changes); never a secret. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The flow record a workflow transition wrote. */
  flowRecordId?: number | null;
  /** Defaults to the current request's (audit-context.ts). */
  source?: AuditSource | null;
};

/** A signed-in user as the audit log names them: the role is the one the session acts with. */
export const auditActorOf = (user: { id: number; realname: string; username: string; phone: string; roles: readonly string[] }): AuditActor => ({
  id: user.id,
  name: user.realname || user.username || user.phone,
  role: user.roles[0] ?? null,
});

/** An actor known only by id (a sign-in, a hand-off in): their name read in the same transaction. */
export const auditActorById = async (db: Executor, id: number, role: string | null): Promise<AuditActor> => {
  const user = await db.selectFrom('users').select(['realname', 'username', 'mobile']).where('id', '=', id).executeTakeFirst();
  return { id, name: user ? user.realname || user.username || maskMobile(user.mobile ?? '') : '', role };
};

/** 138****0001: enough to tell numbers apart in the log without keeping whole numbers of people. */
export const maskMobile = (mobile: string) => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);

/** Keys whose values are never logged, whoever passes them: passwords, tokens, codes, secrets and their hashes. */
const SECRET_KEY = /password|token|secret|hash|^x?code$|smscode/i;

/** A copy without secret keys at any depth: a caller's slip must not put a credential into an undeletable row. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !SECRET_KEY.test(key)).map(([key, v]) => [key, withoutSecrets(v)]));
};

const jsonOf = (value: Record<string, unknown> | null | undefined) => (value == null ? null : JSON.stringify(withoutSecrets(value)));

/**
 * Records one audit entry with the caller's executor: inside the action's transaction the entry commits or rolls
 * back with it. It and auditInsert are the one writer of audit_log; every feature (and the staff administration)
 * calls one of them.
 */
export const recordAudit = async (db: Executor, entry: AuditEntry): Promise<void> => {
  await auditInsert(db, entry).execute();
};

/** recordAudit's insert, built and not run: a workflow step sends it in the statement of its notifications. */
export const auditInsert = (db: Executor, entry: AuditEntry) => {
  const source = entry.source === undefined ? currentAuditSource() : entry.source;
  return db
    .insertInto('auditLog')
    .values({
      at: entry.at,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? '',
      actorRole: entry.actor?.role ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target == null ? null : String(entry.target.id),
      clientIp: source?.clientIp ?? null,
      userAgent: source?.userAgent ?? null,
      requestId: source?.requestId ?? null,
      detail: jsonOf(entry.detail),
      before: jsonOf(entry.before),
      after: jsonOf(entry.after),
      flowRecordId: entry.flowRecordId ?? null,
    });
};
