import type { Kysely } from 'kysely';
import { LIVE_CHANNELS, type TPresenceEvent } from '@ftown/domain/live/live.schemas';
import type { THolder, THolders, TPresence } from '@ftown/domain/review/api/presence.schemas';
import type { TTakeoverDetail } from '@ftown/domain/review/api/review.schemas';
import { allowedActions, type ReviewState } from '@ftown/domain/review/permission';
import { decidesWith, isFresh, PRESENCE_MESSAGES } from '@ftown/domain/review/presence';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { AppError } from '../app-error.ts';
import { auditActorById, auditActorOf, recordAudit } from '../audit/audit-log.ts';
import { actorOf } from '../auth/actors.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Publisher } from '../workflow/message-writer.ts';
import { cutoffOf } from './decision-claim.ts';
import * as repo from './presence.repository.ts';
import { loadReviewState } from './review.service.ts';

export type PresenceServiceDeps = { db: Kysely<DB>; clock: Clock; notify: Publisher };
export type PresenceService = ReturnType<typeof createPresenceService>;

type Executor = Parameters<typeof repo.findHolders>[0];

const toHolder = (row: Awaited<ReturnType<typeof repo.findHolders>>[number]): THolder => ({
  id: row.holderId,
  name: row.realname,
  since: row.since.toISOString(),
});

/** The visit the caller decides at (domain decidesWith), or null: not waiting at a stage, or no decision of theirs. */
const visitOf = (applyId: number, state: ReviewState, user: AuthUser): repo.Visit | null =>
  state.status === APPLY_STATUS.inReview && state.stage !== null && decidesWith(allowedActions(state, actorOf(user)))
    ? { applyId, stage: state.stage, version: state.version }
    : null;

/**
 * "黄磊 正在审核" (issue 14 part 3). The examine view claims an application its caller may decide on opening and
 * every heartbeat while open, and releases it on leaving; another eligible examiner takes it over explicitly.
 * A change of holder (not a renewal) is said on LIVE_CHANNELS.presence in its transaction, so every process tells
 * the staff streams it holds on commit; a takeover is written to the audit log with whom it displaced.
 */
export const createPresenceService = ({ db, clock, notify }: PresenceServiceDeps) => {
  const holderOf = async (ex: Executor, applyId: number, now: Date): Promise<THolder | null> => {
    const [row] = await repo.findHolders(ex, [applyId], cutoffOf(now));
    return row ? toHolder(row) : null;
  };

  const tell = (executor: Parameters<Publisher['publish']>[2], event: TPresenceEvent) => notify.publish(LIVE_CHANNELS.presence, event, executor);

  return {
    /**
     * Claims (or renews the caller's claim), unless another holder's claim is fresh: then the answer names them, and
     * only `takeover` replaces it. A caller who does not decide at the current stage claims nothing and may not take
     * over; they are told who examines it.
     */
    async claim(user: AuthUser, { apply, takeover }: { apply: number; takeover: boolean }): Promise<TPresence> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const { record, state } = await loadReviewState(trx, { id: apply }, user);
        const visit = visitOf(record.id, state, user);
        if (visit === null) {
          if (takeover) {
            throw state.stage === null
              ? new AppError('conflict', PRESENCE_MESSAGES.notInReview)
              : new AppError('forbidden', PRESENCE_MESSAGES.mayNotTakeOver);
          }
          return { apply: record.id, holder: await holderOf(trx, record.id, now), decides: false };
        }
        const before = await repo.lockClaim(trx, record.id);
        const heldBefore =
          before !== undefined && isFresh(before.heartbeatAt, now) && before.stage === visit.stage && before.version === visit.version
            ? before.holderId
            : null;
        if ((await repo.upsertClaim(trx, visit, user.id, now, cutoffOf(now), takeover)) && heldBefore !== user.id) {
          if (heldBefore !== null) {
            const from = await auditActorById(trx, heldBefore, null);
            await recordAudit(trx, {
              action: 'review_takeover',
              at: now,
              actor: auditActorOf(user),
              target: { type: 'apply', id: record.id },
              detail: { stage: visit.stage, version: visit.version, from: { id: from.id, name: from.name } } satisfies TTakeoverDetail,
            });
          }
          await tell(trx, { apply: record.id, holder: user.id, from: heldBefore });
        }
        return { apply: record.id, holder: await holderOf(trx, record.id, now), decides: true };
      });
    },

    /** Ends the caller's own claim (leaving the view); someone else's is left alone. */
    async release(user: AuthUser, apply: number): Promise<{ released: boolean }> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const gone = await repo.deleteOwnClaim(trx, apply, user.id);
        if (gone === undefined) return { released: false };
        if (isFresh(gone.heartbeatAt, now)) await tell(trx, { apply, holder: null, from: null });
        return { released: true };
      });
    },

    /** The fresh holders of a queue page's applications; the others are nobody's. */
    async holders(ids: readonly number[]): Promise<THolders> {
      const rows = await repo.findHolders(db, [...new Set(ids)], cutoffOf(clock.now()));
      return rows.map((row) => ({ apply: row.applyId, holder: toHolder(row) }));
    },
  };
};
