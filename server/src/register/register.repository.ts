import type { Kysely, Transaction } from 'kysely';
import type { Register } from '@ftown/domain/register/register';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export const findRegister = (db: Executor, enterpriseId: number) =>
  db.selectFrom('officerRegisters').select('register').where('enterpriseId', '=', enterpriseId).executeTakeFirst();

export const saveRegister = (
  trx: Transaction<DB>,
  values: { enterpriseId: number; register: Register; updatedBy: number; updatedAt: Date },
) =>
  trx
    .insertInto('officerRegisters')
    .values({ ...values, register: JSON.stringify(values.register) })
    .onConflict((oc) =>
      oc.column('enterpriseId').doUpdateSet({
        register: JSON.stringify(values.register),
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      }),
    )
    .execute();

/** The latest application of an enterprise, whose executives and topman seed its register before the first save. */
export const findLatestApplyOfEnterprise = (db: Executor, enterpriseId: number) =>
  db.selectFrom('applies').select('id').where('enterpriseId', '=', enterpriseId).orderBy('id', 'desc').limit(1).executeTakeFirst();
