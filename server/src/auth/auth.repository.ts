import { type Kysely, sql, type Transaction } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export const findUserByUsername = (db: Executor, username: string) =>
  db.selectFrom('users').select(['id', 'passwordHash']).where('username', '=', username).executeTakeFirst();

export const findUserIdByMobile = (db: Executor, mobile: string) =>
  db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();

export const findEnterpriseByCreditCode = (db: Executor, creditCode: string) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'passwordHash', 'accountUserId'])
    .where('creditCode', '=', creditCode)
    .executeTakeFirst();

/** Several enterprises may share a legal person; the oldest one with a company account wins. */
export const findEnterpriseByLegalMobile = (db: Executor, mobile: string) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'accountUserId', 'legalPerson'])
    .where('legalMobile', '=', mobile)
    .where('accountUserId', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** Creates the individual applicant a first SMS login registers; a concurrent twin returns the same row. */
export const insertApplicantByMobile = async (trx: Transaction<DB>, mobile: string, realname: string, now: Date) => {
  const inserted = await trx
    .insertInto('users')
    .values({ mobile, realname, createdAt: now })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning('id')
    .executeTakeFirst();
  const id = inserted?.id ?? (await trx.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  await trx
    .insertInto('userRoles')
    .values({ userId: id, role: 'editor' satisfies Role })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return id;
};

/** Serialises concurrent writers on one key (an SMS number) until the transaction ends. */
export const lockKey = (trx: Transaction<DB>, key: string) => sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);

export const latestSmsCode = (db: Executor, mobile: string) =>
  db
    .selectFrom('smsCodes')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** How many codes a number got since `since`, and when the oldest of them was sent (when the count drops). */
export const smsCodesSince = async (db: Executor, mobile: string, since: Date) => {
  const row = await db
    .selectFrom('smsCodes')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('createdAt').as('oldest')])
    .where('mobile', '=', mobile)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest) };
};

export const insertSmsCode = (db: Executor, row: { mobile: string; codeHash: string; createdAt: Date; expiresAt: Date }) =>
  db.insertInto('smsCodes').values(row).execute();

/**
 * Counts an attempt before the code is checked, and only while the code is still usable, so parallel
 * guesses cannot exceed the limit. Returns the code row, or nothing when the code may not be tried.
 */
export const reserveSmsAttempt = (db: Executor, id: number, maxAttempts: number, now: Date) =>
  db
    .updateTable('smsCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['id', 'codeHash'])
    .executeTakeFirst();

/** Single use: of two logins with the same right code only one consumes it. */
export const consumeSmsCode = async (db: Executor, id: number, now: Date) => {
  const result = await db
    .updateTable('smsCodes')
    .set({ consumedAt: now })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

export const insertSession = (
  trx: Transaction<DB>,
  row: {
    tokenHash: string;
    userId: number;
    loginType: LoginType;
    enterpriseId: number | null;
    activeRole?: Role | null;
    now: Date;
    expiresAt: Date;
  },
) =>
  trx
    .insertInto('sessions')
    .values({
      tokenHash: row.tokenHash,
      userId: row.userId,
      loginType: row.loginType,
      enterpriseId: row.enterpriseId,
      activeRole: row.activeRole ?? null,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** Revokes the live session with this token hash; returns its id when there was one. */
export const revokeSessionByTokenHash = async (db: Executor, tokenHash: string, now: Date) => {
  const row = await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
};

export const revokeSessionById = (db: Executor, sessionId: number, now: Date) =>
  db.updateTable('sessions').set({ revokedAt: now }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();

export const findSessionByTokenHash = (db: Executor, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('departments as d', 'd.id', 'u.departmentId')
    .leftJoin('jobs as j', 'j.id', 'u.jobId')
    .leftJoin('enterprises as e', 'e.id', 's.enterpriseId')
    .select([
      's.id as sessionId',
      's.loginType',
      's.enterpriseId',
      's.createdAt',
      's.lastSeenAt',
      's.expiresAt',
      's.revokedAt',
      's.activeRole',
      'u.id as userId',
      'u.username',
      'u.realname',
      'u.mobile',
      'u.avatar',
      'u.introduction',
      'u.mustChangePassword',
      'u.disabledAt',
      'd.name as department',
      'j.name as job',
      'e.creditCode',
      'e.legalMobile',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();

/** Whether an administrator disabled the account (staff, person, or a company through its account user). */
export const isUserDisabled = async (db: Executor, userId: number) =>
  (await db.selectFrom('users').select('disabledAt').where('id', '=', userId).executeTakeFirst())?.disabledAt != null;

export const findRoles = async (db: Executor, userId: number) =>
  (await db.selectFrom('userRoles').select('role').where('userId', '=', userId).orderBy('role').execute()).map((r) => r.role);

export const findNodes = async (db: Executor, userId: number) =>
  (await db.selectFrom('userNodes').select('node').where('userId', '=', userId).execute()).map((r) => r.node);

export const findUnicodes = async (db: Executor, userId: number) =>
  (
    await db
      .selectFrom('userEnterprises as ue')
      .innerJoin('enterprises as e', 'e.id', 'ue.enterpriseId')
      .select('e.unicodes')
      .where('ue.userId', '=', userId)
      .orderBy('e.id')
      .execute()
  ).map((r) => r.unicodes);

/** Write-behind of activity: never moves last_seen_at backwards when processes race. */
export const touchSession = (db: Executor, sessionId: number, at: Date) =>
  db
    .updateTable('sessions')
    .set({ lastSeenAt: at })
    .where('id', '=', sessionId)
    .where('lastSeenAt', '<', at)
    .execute();
