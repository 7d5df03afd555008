import { type Kysely, type Selectable, sql } from 'kysely';
import type { TAuditFilter } from '@ftown/domain/audit/audit.schemas';
import type { DB } from '../db/schema.ts';

export type AuditRow = Selectable<DB['auditLog']>;

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows under the filter, newest first, below the id `before`; one query, paged on the id indexes. */
export const findAuditRows = (db: Kysely<DB>, filter: TAuditFilter, page: { before?: number | undefined; limit: number }): Promise<AuditRow[]> => {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.actorId !== undefined) query = query.where('actorId', '=', filter.actorId);
  if (filter.actorName !== undefined) query = query.where('actorName', 'like', containing(filter.actorName));
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.targetType !== undefined) query = query.where('targetType', '=', filter.targetType);
  if (filter.targetId !== undefined) query = query.where('targetId', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to !== undefined) query = query.where('at', '<=', new Date(filter.to));
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  return query.orderBy('id', 'desc').limit(page.limit).execute();
};

/**
 * Deletes the rows older than `before`: the one delete the append-only trigger lets through, because this
 * transaction, and only it, sets the retention flag the trigger reads.
 */
export const deleteAuditRowsBefore = (db: Kysely<DB>, before: Date): Promise<number> =>
  db.transaction().execute(async (trx) => {
    await sql`select set_config('ftown.audit_retention', 'on', true)`.execute(trx);
    const result = await trx.deleteFrom('auditLog').where('at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
