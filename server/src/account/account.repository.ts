import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export const findEnterpriseById = (db: Executor, id: number) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'unicodes', 'name', 'creditCode', 'passwordHash', 'legalMobile', 'accountUserId'])
    .where('id', '=', id)
    .executeTakeFirst();

export const findUserById = (db: Executor, id: number) =>
  db.selectFrom('users').select(['id', 'username', 'realname', 'mobile', 'passwordHash']).where('id', '=', id).executeTakeFirst();

/** The enterprises a user acts for, in the order they were linked (user_enterprises_pk serves it). */
export const listEnterprisesOfUser = (db: Executor, userId: number) =>
  db
    .selectFrom('userEnterprises as ue')
    .innerJoin('enterprises as e', 'e.id', 'ue.enterpriseId')
    .select(['e.unicodes', 'e.name', 'e.creditCode', 'e.legalPerson', 'e.taxFinish'])
    .where('ue.userId', '=', userId)
    .orderBy('e.id')
    .execute();

/** The account whose password changes: a user, or a company whose password lives on its enterprise. */
export type PasswordOwner = { kind: 'company' | 'person'; id: number };

const ownerColumn = (owner: PasswordOwner) => (owner.kind === 'company' ? 'enterpriseId' : 'userId');

/** The current hash, locked until the transaction ends so two changes of one account run one after the other. */
export const lockPasswordHash = async (trx: Transaction<DB>, owner: PasswordOwner): Promise<string | null> => {
  const row =
    owner.kind === 'company'
      ? await trx.selectFrom('enterprises').select('passwordHash').where('id', '=', owner.id).forUpdate().executeTakeFirst()
      : await trx.selectFrom('users').select('passwordHash').where('id', '=', owner.id).forUpdate().executeTakeFirst();
  return row?.passwordHash ?? null;
};

/** The newest `limit` earlier hashes of the account, newest first. */
export const listPasswordHistory = async (trx: Transaction<DB>, owner: PasswordOwner, limit: number) =>
  (
    await trx
      .selectFrom('passwordHistory')
      .select('passwordHash')
      .where(ownerColumn(owner), '=', owner.id)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.passwordHash);

/** Records a hash the account no longer uses and drops all but the newest `keep`. */
export const pushPasswordHistory = async (trx: Transaction<DB>, owner: PasswordOwner, passwordHash: string, now: Date, keep: number) => {
  const column = ownerColumn(owner);
  await trx
    .insertInto('passwordHistory')
    .values(owner.kind === 'company' ? { enterpriseId: owner.id, passwordHash, createdAt: now } : { userId: owner.id, passwordHash, createdAt: now })
    .execute();
  await trx
    .deleteFrom('passwordHistory')
    .where(column, '=', owner.id)
    .where('id', 'not in', (qb) => qb.selectFrom('passwordHistory').select('id').where(column, '=', owner.id).orderBy('id', 'desc').limit(keep))
    .execute();
};

/** The company's password, and the end of the one-time password an administrator's reset left on its account user. */
export const setEnterprisePassword = async (trx: Transaction<DB>, id: number, passwordHash: string) => {
  const row = await trx.updateTable('enterprises').set({ passwordHash }).where('id', '=', id).returning('accountUserId').executeTakeFirst();
  if (row?.accountUserId != null) await trx.updateTable('users').set({ mustChangePassword: false }).where('id', '=', row.accountUserId).execute();
};

export const setUserPassword = (trx: Transaction<DB>, id: number, passwordHash: string) =>
  trx.updateTable('users').set({ passwordHash, mustChangePassword: false }).where('id', '=', id).execute();

/** Revokes every live session of the user but the one making the change; returns their ids. */
export const revokeOtherSessions = async (trx: Transaction<DB>, userId: number, keepSessionId: number, now: Date) =>
  (
    await trx
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revokedAt', 'is', null)
      .returning('id')
      .execute()
  ).map((r) => r.id);

export const findOtherUserByMobile = (db: Executor, mobile: string, userId: number) =>
  db.selectFrom('users').select('id').where('mobile', '=', mobile).where('id', '!=', userId).executeTakeFirst();

/** Another company account already signing in with this legal person's mobile. */
export const findOtherCompanyByLegalMobile = (db: Executor, mobile: string, enterpriseId: number) =>
  db
    .selectFrom('enterprises')
    .select('id')
    .where('legalMobile', '=', mobile)
    .where('id', '!=', enterpriseId)
    .where('accountUserId', 'is not', null)
    .executeTakeFirst();

export const setUserMobile = (trx: Transaction<DB>, id: number, mobile: string) =>
  trx.updateTable('users').set({ mobile }).where('id', '=', id).execute();

export const setLegalMobile = (trx: Transaction<DB>, id: number, mobile: string) =>
  trx.updateTable('enterprises').set({ legalMobile: mobile }).where('id', '=', id).execute();
