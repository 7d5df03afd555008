import { type Kysely, sql, type Transaction } from 'kysely';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import type { Stage } from '@ftown/domain/review/stages';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** A stage visit: the application waiting at `stage` with frozen version `version`. A claim is for one visit. */
export type Visit = { applyId: number; stage: Stage; version: number };

export type PresenceRow = { applyId: number; stage: Stage; version: number; holderId: number; since: Date; heartbeatAt: Date };

const COLUMNS = ['applyId', 'stage', 'version', 'holderId', 'since', 'heartbeatAt'] as const;

/** The claim row of an application, locked for the transaction (claims and decisions on it queue behind each other). */
export const lockClaim = (trx: Transaction<DB>, applyId: number): Promise<PresenceRow | undefined> =>
  trx.selectFrom('applyPresence').select(COLUMNS).where('applyId', '=', applyId).forUpdate().executeTakeFirst();

/**
 * Claims the visit for `holderId`, or renews their claim: it wins over no row, a lapsed claim (heartbeat at or
 * before `cutoff`), a claim of another visit and, with `takeover`, another holder's fresh claim. One statement, so
 * parallel claims of a row nobody holds yet leave exactly one holder: the others find the winner's fresh row when
 * their conflict is resolved and update nothing. A renewal keeps `since`. True when the caller holds it afterwards.
 */
export const upsertClaim = async (trx: Transaction<DB>, visit: Visit, holderId: number, now: Date, cutoff: Date, takeover: boolean): Promise<boolean> => {
  const claimed = await trx
    .insertInto('applyPresence')
    .values({ ...visit, holderId, since: now, heartbeatAt: now })
    .onConflict((oc) => {
      const update = oc.column('applyId').doUpdateSet((eb) => ({
        stage: eb.ref('excluded.stage'),
        version: eb.ref('excluded.version'),
        holderId: eb.ref('excluded.holderId'),
        since: sql<Date>`case when apply_presence.holder_id = excluded.holder_id and apply_presence.stage = excluded.stage
          and apply_presence.version = excluded.version and apply_presence.heartbeat_at > ${cutoff}
          then apply_presence.since else excluded.since end`,
        heartbeatAt: eb.ref('excluded.heartbeatAt'),
      }));
      return takeover
        ? update
        : update.where((eb) =>
            eb.or([
              eb('applyPresence.holderId', '=', eb.ref('excluded.holderId')),
              eb('applyPresence.heartbeatAt', '<=', cutoff),
              eb('applyPresence.stage', '<>', eb.ref('excluded.stage')),
              eb('applyPresence.version', '<>', eb.ref('excluded.version')),
            ]),
          );
    })
    .returning('holderId')
    .executeTakeFirst();
  return claimed !== undefined;
};

/** Deletes the caller's own claim; the row it was, if there was one. */
export const deleteOwnClaim = (trx: Transaction<DB>, applyId: number, holderId: number): Promise<PresenceRow | undefined> =>
  trx.deleteFrom('applyPresence').where('applyId', '=', applyId).where('holderId', '=', holderId).returning(COLUMNS).executeTakeFirst();

/** A decision ends the visit, and with it whoever examined it. */
export const deleteClaim = (trx: Transaction<DB>, applyId: number) => trx.deleteFrom('applyPresence').where('applyId', '=', applyId).execute();

/**
 * The fresh holders among `applyIds`, with their names: a claim counts while its heartbeat is after `cutoff` and the
 * application still waits at the visit it was made for. Primary-key lookups of at most a page of ids.
 */
export const findHolders = (db: Executor, applyIds: readonly number[], cutoff: Date) =>
  applyIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applyPresence as p')
        .innerJoin('applies as a', 'a.id', 'p.applyId')
        .innerJoin('users as u', 'u.id', 'p.holderId')
        .select(['p.applyId', 'p.holderId', 'u.realname', 'p.since'])
        .where('p.applyId', 'in', [...applyIds])
        .where('p.heartbeatAt', '>', cutoff)
        .where('a.status', '=', APPLY_STATUS.inReview)
        .whereRef('a.stage', '=', 'p.stage')
        .whereRef('a.version', '=', 'p.version')
        .orderBy('p.applyId')
        .execute();
