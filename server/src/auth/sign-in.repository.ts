import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, QrLoginState } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** QR codes, one-time switch tokens and hand-off replay records (migration 0003). */

/** How many codes an address asked for since `since`, and when the oldest of them was made (when the count drops). */
export const qrCodesSince = async (db: Executor, ip: string, since: Date) => {
  const row = await db
    .selectFrom('qrLogins')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('createdAt').as('oldest')])
    .where('requesterIp', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest) };
};

/** A tab asking for a new code gives up its older ones, so only one code per tab can ever be confirmed. */
export const dropClientQrCodes = (db: Executor, clientId: string) =>
  db
    .updateTable('qrLogins')
    .set({ status: 'dropped' })
    .where('clientId', '=', clientId)
    .where('status', 'in', ['waiting', 'scanned'])
    .execute();

export const insertQrCode = (
  db: Executor,
  row: {
    pollHash: string;
    scanHash: string;
    loginType: 'personQrCode' | 'companyQrCode';
    clientId: string;
    requesterIp: string;
    requesterAgent: string;
    createdAt: Date;
    expiresAt: Date;
  },
) => db.insertInto('qrLogins').values({ ...row, status: 'waiting' }).execute();

const qrColumns = [
  'id',
  'status',
  'loginType',
  'userId',
  'enterpriseId',
  'requesterIp',
  'requesterAgent',
  'createdAt',
  'expiresAt',
  'decidedAt',
] as const;

export const findQrByPollHash = (db: Executor, pollHash: string) =>
  db.selectFrom('qrLogins').select(qrColumns).where('pollHash', '=', pollHash).executeTakeFirst();

export const findQrByScanHash = (db: Executor, scanHash: string) =>
  db.selectFrom('qrLogins').select(qrColumns).where('scanHash', '=', scanHash).executeTakeFirst();

/**
 * Moves a code on only from the state the caller saw, and only before it expires: of two phones or two
 * desktops racing, one wins and the other finds zero rows.
 */
export const moveQrCode = async (
  db: Executor,
  id: number,
  from: QrLoginState,
  to: QrLoginState,
  now: Date,
  set: { userId?: number; enterpriseId?: number | null; decidedAt?: Date } = {},
) => {
  const result = await db
    .updateTable('qrLogins')
    .set({ ...set, status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** Redeems a confirmed code once, while its confirmation is younger than the redeem window. */
export const redeemQrCode = async (db: Executor, id: number, confirmedAfter: Date) => {
  const result = await db
    .updateTable('qrLogins')
    .set({ status: 'used' })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('decidedAt', '>', confirmedAfter)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

export const insertUncodeToken = (
  db: Executor,
  row: { tokenHash: string; mobile: string; issuedBy: number; createdAt: Date; expiresAt: Date },
) => db.insertInto('uncodeTokens').values(row).execute();

/** Single use: consumes the token when it is live and was issued for this mobile; returns whether it did. */
export const consumeUncodeToken = async (db: Executor, tokenHash: string, mobile: string, now: Date) => {
  const result = await db
    .updateTable('uncodeTokens')
    .set({ consumedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('mobile', '=', mobile)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
};

/** Records that `receiver` accepted hand-off `jti`; false when it already had (a replay). */
export const recordHandoffUse = async (db: Executor, receiver: string, jti: string, expiresAt: Date, now: Date) => {
  const inserted = await db
    .insertInto('handoffUses')
    .values({ receiver, jti, expiresAt, usedAt: now })
    .onConflict((oc) => oc.columns(['receiver', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return inserted !== undefined;
};

/** Expired replay records can go: an expired token is refused before its id is looked at. */
export const purgeHandoffUses = (db: Executor, now: Date) =>
  db.deleteFrom('handoffUses').where('expiresAt', '<', now).execute();

export const findEnterpriseForAccount = (db: Executor, unicodes: string, userId: number) =>
  db
    .selectFrom('enterprises')
    .select(['id', 'unicodes'])
    .where('unicodes', '=', unicodes)
    .where('accountUserId', '=', userId)
    .executeTakeFirst();

export const findUnicodesById = (db: Executor, enterpriseId: number) =>
  db.selectFrom('enterprises').select('unicodes').where('id', '=', enterpriseId).executeTakeFirst();

/** Serialises code requests from one address so the per-minute count cannot be raced past. */
export const lockQrRequester = (trx: Transaction<DB>, ip: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`qr:${ip}`}))`.execute(trx);

export const findLegalMobile = (db: Executor, enterpriseId: number) =>
  db.selectFrom('enterprises').select('legalMobile').where('id', '=', enterpriseId).executeTakeFirst();
