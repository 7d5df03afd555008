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

/**
 * Locks the enterprise row for the transaction and reads what filing depends on (registration flag, settled
 * state), so neither can change under a filing or a flag change.
 */
export const lockEnterprise = (trx: Transaction<DB>, enterpriseId: number) =>
  trx
    .selectFrom('enterprises')
    .select(['taxFinish', 'status', 'settledAt'])
    .where('id', '=', enterpriseId)
    .forUpdate()
    .executeTakeFirstOrThrow();

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
 * Staff overview: one page of the settled enterprises by id (enterprises_status_idx serves filter and order),
 * optionally matching a keyword in name, portal code or credit code.
 */
export const pageEnterprises = async (db: Executor, page: number, size: number, keyword: string | undefined) => {
  const pattern = keywordFilter(keyword);
  const base = db
    .selectFrom('enterprises as e')
    .where('e.status', '=', 'settled')
    .where('e.settledAt', 'is not', null)
    .$if(pattern !== null, (qb) =>
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
      .select(['e.id', 'e.unicodes', 'e.name', 'e.creditCode', 'e.taxFinish', 'e.settledAt'])
      .$narrowType<{ settledAt: Date }>()
      .orderBy('e.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { total: Number(total), items };
};

/** Every enterprise the user acts for, with its register state, oldest first (names sort differently by collation). */
export const ownEnterprises = (db: Executor, userId: number) =>
  db
    .selectFrom('enterprises as e')
    .innerJoin('userEnterprises as ue', 'ue.enterpriseId', 'e.id')
    .select(['e.id', 'e.unicodes', 'e.name', 'e.creditCode', 'e.taxFinish', 'e.status', 'e.settledAt'])
    .where('ue.userId', '=', userId)
    .orderBy('e.id')
    .execute();
