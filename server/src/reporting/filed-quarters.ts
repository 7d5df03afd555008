import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The quarters filed by these enterprises, read through the unique index: reporting, the register and home. */
export const filedQuarters = (db: Kysely<DB> | Transaction<DB>, enterpriseIds: readonly number[]) =>
  enterpriseIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('taxReports')
        .select(['enterpriseId', 'reportYear', 'reportQuarter'])
        .where('enterpriseId', 'in', enterpriseIds)
        .orderBy('enterpriseId')
        .orderBy('reportYear')
        .orderBy('reportQuarter')
        .execute();
