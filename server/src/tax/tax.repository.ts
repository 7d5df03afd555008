import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

const REPORT_COLUMNS = [
  'id',
  'reportYear',
  'reportQuarter',
  'valueAddedTax',
  'companyTax',
  'personalTax',
  'otherTax',
  'createdAt',
] as const;

/** An enterprise's reports, newest quarter first (tax_reports_enterprise_quarter_uq serves filter and order). */
export const listReports = (db: Executor, enterpriseId: number) =>
  db
    .selectFrom('taxReports')
    .select(REPORT_COLUMNS)
    .where('enterpriseId', '=', enterpriseId)
    .orderBy('reportYear', 'desc')
    .orderBy('reportQuarter', 'desc')
    .execute();

export const findReport = (db: Executor, enterpriseId: number, reportYear: number, reportQuarter: number) =>
  db
    .selectFrom('taxReports')
    .select('id')
    .where('enterpriseId', '=', enterpriseId)
    .where('reportYear', '=', reportYear)
    .where('reportQuarter', '=', reportQuarter)
    .executeTakeFirst();

/** Locks the enterprise row for the transaction, so the registration flag cannot change under a filing. */
export const lockTaxFinish = async (trx: Transaction<DB>, enterpriseId: number) =>
  (
    await trx
      .selectFrom('enterprises')
      .select('taxFinish')
      .where('id', '=', enterpriseId)
      .forUpdate()
      .executeTakeFirstOrThrow()
  ).taxFinish;

/** Inserts unless the quarter is already reported; nothing returned means a duplicate. */
export const insertReport = (
  trx: Transaction<DB>,
  row: {
    enterpriseId: number;
    reportYear: number;
    reportQuarter: number;
    valueAddedTax: string;
    companyTax: string;
    personalTax: string;
    otherTax: string;
    createdBy: number;
    createdAt: Date;
  },
) =>
  trx
    .insertInto('taxReports')
    .values(row)
    .onConflict((oc) => oc.columns(['enterpriseId', 'reportYear', 'reportQuarter']).doNothing())
    .returning(REPORT_COLUMNS)
    .executeTakeFirst();

/** Sets the flag; clearing it is allowed only while no report exists. Returns whether a row changed. */
export const setTaxFinish = async (trx: Transaction<DB>, enterpriseId: number, flag: 0 | 1) => {
  const result = await trx
    .updateTable('enterprises')
    .set({ taxFinish: flag })
    .where('id', '=', enterpriseId)
    .$if(flag === 0, (qb) =>
      qb.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('taxReports').select('id').where('taxReports.enterpriseId', '=', enterpriseId))),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

const keywordFilter = (keyword: string | undefined) => {
  if (!keyword) return null;
  // ILIKE on a user's text: escape its wildcards so they match themselves.
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
};

/**
 * Staff overview: one page of enterprises by id (the primary key serves the order), optionally matching a
 * keyword in name, portal code or credit code, with their report counts.
 */
export const pageEnterprises = async (db: Executor, page: number, size: number, keyword: string | undefined) => {
  const pattern = keywordFilter(keyword);
  const base = db.selectFrom('enterprises as e').$if(pattern !== null, (qb) =>
    qb.where((eb) =>
      eb.or([
        eb('e.name', 'ilike', pattern ?? ''),
        eb('e.unicodes', 'ilike', pattern ?? ''),
        eb('e.creditCode', 'ilike', pattern ?? ''),
      ]),
    ),
  );
  const [{ total }, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(['e.id', 'e.unicodes', 'e.name', 'e.creditCode', 'e.taxFinish', 'e.createdAt'])
      .orderBy('e.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total: Number(total), items };
};

/** The quarters filed by these enterprises (one page of them), read through the unique index. */
export const filedQuarters = (db: Executor, enterpriseIds: readonly number[]) =>
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

/**
 * When each enterprise settled in the park: its first application to reach status 6. Enterprises that came
 * before the portal (or settle outside it) have none; their reporting starts from when they were registered.
 */
export const settledDates = async (db: Executor, enterpriseIds: readonly number[]): Promise<Map<number, Date>> => {
  if (enterpriseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applies')
    .select(['enterpriseId', (eb) => eb.fn.min('settledAt').as('settledAt')])
    .where('enterpriseId', 'in', enterpriseIds)
    .where('settledAt', 'is not', null)
    .groupBy('enterpriseId')
    .execute();
  return new Map(rows.flatMap((r) => (r.settledAt ? [[r.enterpriseId, r.settledAt] as const] : [])));
};
