import type { Kysely, Transaction } from 'kysely';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import type { ApplyType } from '@ftown/domain/applications/types';
import type { TEnterpriseFilter } from '@ftown/domain/enterprises/enterprises.schemas';
import type { Settlement } from '@ftown/domain/enterprises/settlement';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Another enterprise of the register holding this credit code (the column is unique), if any. */
export const findCreditCodeHolder = (db: Executor, creditCode: string, exceptId: number) =>
  db.selectFrom('enterprises').select(['id', 'name']).where('creditCode', '=', creditCode).where('id', '<>', exceptId).executeTakeFirst();

/**
 * Writes what the stages decided onto the enterprise, in the transition's transaction. A code the settlement
 * does not know (null) keeps the one the register holds: an enterprise never loses its credit code.
 */
export const settleEnterprise = (
  trx: Transaction<DB>,
  enterpriseId: number,
  values: Settlement & { settledAt: Date; applyType: ApplyType; applyId: number; version: number },
) =>
  trx
    .updateTable('enterprises')
    .set((eb) => ({
      status: 'settled',
      settledAt: values.settledAt,
      applyType: values.applyType,
      name: values.name,
      creditCode: values.creditCode ?? eb.ref('creditCode'),
      licenceNo: values.licenceNo,
      licenceDate: values.licenceDate,
      registeredAddress: values.registeredAddress,
      registrationAuthority: values.registrationAuthority,
      officers: values.officers === null ? null : JSON.stringify(values.officers),
      capital: values.capital,
      settledApplyId: values.applyId,
      settledVersion: values.version,
    }))
    .where('id', '=', enterpriseId)
    .executeTakeFirstOrThrow();

const REGISTER_COLUMNS = [
  'e.id',
  'e.unicodes',
  'e.name',
  'e.creditCode',
  'e.status',
  'e.applyType',
  'e.registeredAddress',
  'e.registrationAuthority',
  'e.licenceNo',
  'e.licenceDate',
  'e.settledAt',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The register filtered: a name anywhere, a credit code from its start or a portal code exactly; a status. */
const filtered = (db: Executor, filter: TEnterpriseFilter) =>
  db
    .selectFrom('enterprises as e')
    .$if(filter.search !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('e.name', 'ilike', `%${escapeLike(filter.search!)}%`),
          eb('e.creditCode', 'like', `${escapeLike(filter.search!.toUpperCase())}%`),
          eb('e.unicodes', '=', filter.search!),
        ]),
      ),
    )
    .$if(filter.status !== undefined, (q) => q.where('e.status', '=', filter.status!));

/** One page of the register in id order (the primary key, or enterprises_status_idx under a status filter). */
export const pageRegister = async (db: Executor, filter: TEnterpriseFilter, offset: number, limit: number) => {
  const [count, items] = await Promise.all([
    filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered(db, filter).select(REGISTER_COLUMNS).orderBy('e.id').limit(limit).offset(offset).execute(),
  ]);
  return { total: Number(count.n), items };
};

export type RegisterRow = Awaited<ReturnType<typeof pageRegister>>['items'][number];

export const findRegisterEntry = (db: Executor, unicodes: string) =>
  db
    .selectFrom('enterprises as e')
    .select([...REGISTER_COLUMNS, 'e.officers', 'e.capital', 'e.settledApplyId', 'e.settledVersion'])
    .where('e.unicodes', '=', unicodes)
    .executeTakeFirst();

/** The submitted applications (drafts are the applicant's own) of these enterprises, newest first. */
export const listEnterpriseApplies = (db: Executor, enterpriseIds: readonly number[]) =>
  enterpriseIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applies')
        .select(['id', 'enterpriseId', 'category', 'companyType', 'relocate', 'status', 'stage', 'haltedAt', 'version', 'submittedAt', 'updatedAt'])
        .where('enterpriseId', 'in', enterpriseIds)
        .where('status', '<>', APPLY_STATUS.draft)
        .orderBy('enterpriseId')
        .orderBy('id', 'desc')
        .execute();

