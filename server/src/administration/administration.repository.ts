import type { Kysely, Transaction } from 'kysely';
import { STAFF_ROLES, type Role } from '@ftown/domain/auth/roles';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ListQuery = { page: number; size: number; keyword?: string | undefined };

/** Staff: whoever holds a staff role; applicants and company accounts are administered elsewhere or not at all. */
const staffQuery = (db: Executor) =>
  db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.departmentId')
    .leftJoin('jobs as j', 'j.id', 'u.jobId')
    .where((eb) =>
      eb.exists(eb.selectFrom('userRoles as r').select('r.userId').whereRef('r.userId', '=', 'u.id').where('r.role', 'in', STAFF_ROLES)),
    );

const STAFF_COLUMNS = [
  'u.id',
  'u.username',
  'u.realname',
  'u.mobile',
  'd.name as department',
  'j.name as job',
  'u.disabledAt',
  'u.mustChangePassword',
  'u.createdAt',
] as const;

export type StaffRow = Awaited<ReturnType<typeof findStaff>> & {};

export const pageStaff = async (db: Executor, query: ListQuery) => {
  const filtered = query.keyword
    ? staffQuery(db).where((eb) =>
        eb.or([
          eb('u.username', 'ilike', escapeLike(query.keyword ?? '')),
          eb('u.realname', 'ilike', escapeLike(query.keyword ?? '')),
          eb('u.mobile', 'like', escapeLike(query.keyword ?? '')),
        ]),
      )
    : staffQuery(db);
  const [count, items] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(STAFF_COLUMNS)
      .orderBy('u.id')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  return { total: Number(count.n), items };
};

export const findStaff = (db: Executor, id: number) => staffQuery(db).select(STAFF_COLUMNS).where('u.id', '=', id).executeTakeFirst();

/** Locks the user's row until the transaction ends, so two administrators' writes to one account queue. */
export const lockUser = (trx: Transaction<DB>, id: number) =>
  trx.selectFrom('users').select(['id', 'username', 'mobile']).where('id', '=', id).forUpdate().executeTakeFirst();

export const rolesOf = async (db: Executor, userIds: readonly number[]) => {
  if (userIds.length === 0) return new Map<number, Role[]>();
  const rows = await db.selectFrom('userRoles').select(['userId', 'role']).where('userId', 'in', userIds).execute();
  const by = new Map<number, Role[]>();
  for (const r of rows) by.set(r.userId, [...(by.get(r.userId) ?? []), r.role]);
  return by;
};

export const nodesOf = async (db: Executor, userIds: readonly number[]) => {
  if (userIds.length === 0) return new Map<number, string[]>();
  const rows = await db.selectFrom('userNodes').select(['userId', 'node']).where('userId', 'in', userIds).execute();
  const by = new Map<number, string[]>();
  for (const r of rows) by.set(r.userId, [...(by.get(r.userId) ?? []), r.node]);
  return by;
};

/** The id of a department or job by name, added on first use (the seed's lists are the same names). */
export const nameId = async (trx: Transaction<DB>, table: 'departments' | 'jobs', name: string | null) => {
  if (name === null) return null;
  const row = await trx
    .insertInto(table)
    .values({ name })
    .onConflict((oc) => oc.column('name').doUpdateSet({ name }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

export const findUserIdByUsername = (trx: Transaction<DB>, username: string) =>
  trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();

export const findOtherUserByMobile = (trx: Transaction<DB>, mobile: string, userId: number | null) => {
  const q = trx.selectFrom('users').select('id').where('mobile', '=', mobile);
  return (userId === null ? q : q.where('id', '!=', userId)).executeTakeFirst();
};

type StaffValues = { realname: string; mobile: string | null; departmentId: number | null; jobId: number | null };

export const insertStaffUser = (trx: Transaction<DB>, values: StaffValues & { username: string; passwordHash: string; createdAt: Date }) =>
  trx
    .insertInto('users')
    .values({ ...values, mustChangePassword: true })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateStaffUser = (trx: Transaction<DB>, id: number, values: StaffValues) =>
  trx.updateTable('users').set(values).where('id', '=', id).execute();

/** Replaces the staff roles only: an editor role the person may also hold is theirs, not the administrator's. */
export const replaceStaffRoles = async (trx: Transaction<DB>, userId: number, roles: readonly Role[]) => {
  await trx.deleteFrom('userRoles').where('userId', '=', userId).where('role', 'in', STAFF_ROLES).execute();
  if (roles.length > 0) await trx.insertInto('userRoles').values(roles.map((role) => ({ userId, role }))).execute();
};

export const replaceNodes = async (trx: Transaction<DB>, userId: number, nodes: readonly string[]) => {
  await trx.deleteFrom('userNodes').where('userId', '=', userId).execute();
  if (nodes.length > 0) await trx.insertInto('userNodes').values(nodes.map((node) => ({ userId, node }))).execute();
};

export const setOneTimePassword = (trx: Transaction<DB>, userId: number, passwordHash: string) =>
  trx.updateTable('users').set({ passwordHash, mustChangePassword: true }).where('id', '=', userId).execute();

/** A company's one-time password: the hash is the enterprise's, the forced change its account user's. */
export const requirePasswordChange = (trx: Transaction<DB>, userId: number) =>
  trx.updateTable('users').set({ mustChangePassword: true }).where('id', '=', userId).execute();

export const setDisabled = (trx: Transaction<DB>, userId: number, disabledAt: Date | null) =>
  trx.updateTable('users').set({ disabledAt }).where('id', '=', userId).execute();

/** Revokes every live session of the user; returns their ids for the eviction after commit. */
export const revokeSessions = async (trx: Transaction<DB>, userId: number, now: Date) =>
  (
    await trx
      .updateTable('sessions')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .returning('id')
      .execute()
  ).map((r) => r.id);

/** Whether the user holds the admin role and is not disabled, as committed (the cached session may be older). */
export const isActiveAdmin = async (db: Executor, userId: number) =>
  (await db
    .selectFrom('users as u')
    .innerJoin('userRoles as r', 'r.userId', 'u.id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('r.role', '=', 'admin')
    .where('u.disabledAt', 'is', null)
    .executeTakeFirst()) !== undefined;

export const countActiveAdmins = async (db: Executor) =>
  Number(
    (
      await db
        .selectFrom('users as u')
        .innerJoin('userRoles as r', 'r.userId', 'u.id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('r.role', '=', 'admin')
        .where('u.disabledAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

const companyQuery = (db: Executor) =>
  db
    .selectFrom('enterprises as e')
    .innerJoin('users as u', 'u.id', 'e.accountUserId')
    .select([
      'e.id',
      'e.unicodes',
      'e.name',
      'e.creditCode',
      'e.legalPerson',
      'e.legalMobile',
      'e.accountUserId',
      'u.disabledAt',
      'u.mustChangePassword',
    ]);

export type CompanyRow = Awaited<ReturnType<typeof findCompany>> & {};

export const pageCompanies = async (db: Executor, query: ListQuery) => {
  const base = db.selectFrom('enterprises as e').where('e.accountUserId', 'is not', null);
  const filtered = query.keyword
    ? base.where((eb) =>
        eb.or([
          eb('e.name', 'ilike', escapeLike(query.keyword ?? '')),
          eb('e.creditCode', 'ilike', escapeLike(query.keyword ?? '')),
          eb('e.legalPerson', 'ilike', escapeLike(query.keyword ?? '')),
        ]),
      )
    : base;
  const [count, ids] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select('e.id')
      .orderBy('e.id')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
  ]);
  const items = ids.length === 0 ? [] : await companyQuery(db).where('e.id', 'in', ids.map((r) => r.id)).orderBy('e.id').execute();
  return { total: Number(count.n), items };
};

export const findCompany = (db: Executor, enterpriseId: number) => companyQuery(db).where('e.id', '=', enterpriseId).executeTakeFirst();

export const setCompanyPassword = (trx: Transaction<DB>, enterpriseId: number, passwordHash: string) =>
  trx.updateTable('enterprises').set({ passwordHash }).where('id', '=', enterpriseId).execute();

/** The people linked to these enterprises besides their company accounts, by enterprise. */
export const agentsOf = async (db: Executor, enterpriseIds: readonly number[]) => {
  const by = new Map<number, { id: number; realname: string; mobile: string | null }[]>();
  if (enterpriseIds.length === 0) return by;
  const rows = await db
    .selectFrom('userEnterprises as ue')
    .innerJoin('enterprises as e', 'e.id', 'ue.enterpriseId')
    .innerJoin('users as u', 'u.id', 'ue.userId')
    .select(['ue.enterpriseId', 'u.id', 'u.realname', 'u.mobile'])
    .where('ue.enterpriseId', 'in', enterpriseIds)
    .whereRef('u.id', 'is distinct from', 'e.accountUserId')
    .orderBy('u.id')
    .execute();
  for (const r of rows) by.set(r.enterpriseId, [...(by.get(r.enterpriseId) ?? []), { id: r.id, realname: r.realname, mobile: r.mobile }]);
  return by;
};

/** What the audit log keeps of an account before and after a write: who it is and what it may do, never a secret. */
export const accountState = async (db: Executor, id: number) => {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.departmentId')
    .leftJoin('jobs as j', 'j.id', 'u.jobId')
    .select(['u.username', 'u.realname', 'u.mobile', 'd.name as department', 'j.name as job', 'u.disabledAt', 'u.mustChangePassword'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!user) return undefined;
  const [roles, nodes] = await Promise.all([rolesOf(db, [id]), nodesOf(db, [id])]);
  return {
    username: user.username,
    realname: user.realname,
    mobile: user.mobile,
    department: user.department,
    job: user.job,
    roles: [...(roles.get(id) ?? [])].sort(),
    nodes: [...(nodes.get(id) ?? [])].sort(),
    disabled: user.disabledAt !== null,
    // Not named after the password: the audit log drops every key that is, whatever its value.
    mustChange: user.mustChangePassword,
  };
};
