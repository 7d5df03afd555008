import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of partners in display order (strategic_partners_order_idx, or _category_idx when filtered).
 * The keyword matches name or services; the list is a few dozen rows, so a scan of it is cheap.
 */
export const pagePartners = async (
  db: Executor,
  query: { page: number; size: number; keyword?: string; category?: string },
) => {
  const pattern = query.keyword ? escapeLike(query.keyword) : null;
  const base = db
    .selectFrom('strategicPartners')
    .$if(query.category !== undefined, (qb) => qb.where('category', '=', query.category ?? ''))
    .$if(pattern !== null, (qb) =>
      qb.where((eb) => eb.or([eb('name', 'ilike', pattern ?? ''), eb('services', 'ilike', pattern ?? '')])),
    );
  const [{ total }, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'name', 'category', 'city', 'services', 'contact'])
      .orderBy('sortOrder')
      .orderBy('id')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return { total: Number(total), items };
};

/** The enterprises a user acts for, oldest link first (a person has a handful). */
export const listUserEnterprises = (db: Executor, userId: number) =>
  db
    .selectFrom('userEnterprises as ue')
    .innerJoin('enterprises as e', 'e.id', 'ue.enterpriseId')
    .select(['e.unicodes', 'e.name', 'e.creditCode'])
    .where('ue.userId', '=', userId)
    .orderBy('e.id')
    .execute();

export const findEnterpriseUnicodes = (db: Executor, enterpriseId: number) =>
  db.selectFrom('enterprises').select('unicodes').where('id', '=', enterpriseId).executeTakeFirst();

export const countPartnersIn = async (db: Executor, ids: readonly number[]) =>
  Number(
    (
      await db
        .selectFrom('strategicPartners')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const findRecord = (db: Executor, enterpriseId: number) =>
  db
    .selectFrom('strategicRecords')
    .select(['intent', 'contactName', 'contactPhone', 'note', 'updatedAt'])
    .where('enterpriseId', '=', enterpriseId)
    .executeTakeFirst();

export const findRecordPartners = (db: Executor, enterpriseId: number) =>
  db
    .selectFrom('strategicRecordPartners as rp')
    .innerJoin('strategicPartners as p', 'p.id', 'rp.partnerId')
    .select(['p.id', 'p.name'])
    .where('rp.enterpriseId', '=', enterpriseId)
    .orderBy('p.sortOrder')
    .orderBy('p.id')
    .execute();

/** Replaces the enterprise's record and its partner picks. */
export const upsertRecord = async (
  trx: Transaction<DB>,
  row: { enterpriseId: number; intent: string; contactName: string; contactPhone: string; note: string; updatedBy: number; updatedAt: Date },
  partnerIds: readonly number[],
) => {
  const { enterpriseId, ...changes } = row;
  await trx
    .insertInto('strategicRecords')
    .values(row)
    .onConflict((oc) => oc.column('enterpriseId').doUpdateSet(changes))
    .execute();
  await trx.deleteFrom('strategicRecordPartners').where('enterpriseId', '=', enterpriseId).execute();
  await trx
    .insertInto('strategicRecordPartners')
    .values(partnerIds.map((partnerId) => ({ enterpriseId, partnerId })))
    .execute();
};
