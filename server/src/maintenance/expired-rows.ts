import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { deleteExpiredAuditRows } from '../audit/audit.service.ts';
import { deleteEndedCounters } from '../auth/attempt-limits.ts';
import { deleteUnclaimedBlobs } from '../files/attachment-store.ts';

const HOUR_MS = 60 * 60_000;
/**
 * Sign-in rows are kept a day past their use: the SMS daily limit counts codes of the last 24 hours, and a
 * token of a session removed sooner would read as "invalid" instead of "expired" or "signed out".
 */
const KEEP_MS = 24 * HOUR_MS;

export type ExpiredRowCounts = Record<'sessions' | 'smsCodes' | 'attemptCounters' | 'qrLogins' | 'uncodeTokens' | 'handoffUses' | 'attachmentBlobs' | 'applyPresence', number>;

/** Deletes the sign-in rows nothing reads any more, and attachment bytes no attachment claimed; returns how many of each went. Safe to run in every process. */
export const deleteExpiredRows = async (db: Kysely<DB>, now: Date): Promise<ExpiredRowCounts> => {
  const before = new Date(now.getTime() - KEEP_MS);
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return db.transaction().execute(async (trx) => ({
    sessions: count(
      await trx
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expiresAt', '<', before), eb('revokedAt', '<', before)]))
        .executeTakeFirst(),
    ),
    smsCodes: count(await trx.deleteFrom('smsCodes').where('createdAt', '<', before).executeTakeFirst()),
    attemptCounters: count(await deleteEndedCounters(trx, now)),
    qrLogins: count(await trx.deleteFrom('qrLogins').where('expiresAt', '<', before).executeTakeFirst()),
    uncodeTokens: count(await trx.deleteFrom('uncodeTokens').where('expiresAt', '<', before).executeTakeFirst()),
    // A used hand-off token is refused by its expiry once expired; its use record is needed only until then.
    handoffUses: count(await trx.deleteFrom('handoffUses').where('expiresAt', '<', now).executeTakeFirst()),
    attachmentBlobs: count(await deleteUnclaimedBlobs(trx, before)),
    // "正在审核" claims whose view stopped beating long ago (a closed tab); a lapsed claim counts for nothing already.
    applyPresence: count(await trx.deleteFrom('applyPresence').where('heartbeatAt', '<', before).executeTakeFirst()),
  }));
};

/** Runs deleteExpiredRows and the audit log's retention every hour (first a minute after start), off the request path; stops with the app. */
export const expiredRowsPlugin = fp(
  async (app: FastifyInstance, { clock, auditRetentionDays, intervalMs = HOUR_MS }: { clock: Clock; auditRetentionDays: number; intervalMs?: number }) => {
    const sweep = () => {
      // The audit log apart, in a transaction of its own: the only one that may delete from it (see audit.repository.ts).
      Promise.all([deleteExpiredRows(app.db, clock.now()), deleteExpiredAuditRows(app.db, clock.now(), auditRetentionDays)])
        .then(([rows, auditLog]) => {
          const counts = { ...rows, auditLog };
          if (Object.values(counts).some((n) => n > 0)) app.log.info({ counts }, 'deleted expired rows');
        })
        .catch((err: unknown) => app.log.warn({ err }, 'could not delete expired rows'));
    };
    const first = setTimeout(sweep, Math.min(60_000, intervalMs)).unref();
    const every = setInterval(sweep, intervalMs).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: 'expired-rows', dependencies: ['db'] },
);
