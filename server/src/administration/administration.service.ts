import type { Kysely, Transaction } from 'kysely';
import {
  ADMINISTRATION_MESSAGES as M,
  chiefLabelOf,
  type TCompanyAccount,
  type TStaffAccount,
  type ZCreateStaffRequest,
  type ZUpdateStaffRequest,
} from '@ftown/domain/administration/administration.schemas';
import type { AuditAction } from '@ftown/domain/audit/audit.schemas';
import { STAFF_ROLES, type Role } from '@ftown/domain/auth/roles';
import type { z } from 'zod';
import { oneTimePassword } from '../admin/one-time-password.ts';
import { AppError } from '../app-error.ts';
import { auditActorOf, maskMobile, recordAudit } from '../audit/audit-log.ts';
import { lockKey } from '../auth/auth.repository.ts';
import { hashSecret } from '../auth/secrets.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { SessionEvictPayload } from '../plugins/auth.ts';
import * as repo from './administration.repository.ts';

/** The audit action of each write of 系统管理 (labels in domain/src/audit). */
type AdministrationAction = Extract<
  AuditAction,
  | 'staff_create'
  | 'staff_update'
  | 'staff_password_reset'
  | 'staff_disable'
  | 'staff_enable'
  | 'company_password_reset'
  | 'company_disable'
  | 'company_enable'
>;

type AccountState = Record<string, unknown>;

/** An account as the audit log keeps it; the mobile masked like every other number in the log. */
const accountState = async (db: Kysely<DB> | Transaction<DB>, id: number): Promise<AccountState | null> => {
  const state = await repo.accountState(db, id);
  return state ? { ...state, mobile: state.mobile === null ? null : maskMobile(state.mobile) } : null;
};

export type AdministrationServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** Forgets sessions here and in every other process (session_evict); called after the write commits. */
  evictSessions(payload: SessionEvictPayload): Promise<void>;
};

export type AdministrationService = ReturnType<typeof createAdministrationService>;

type CreateStaff = z.output<typeof ZCreateStaffRequest>;
type UpdateStaff = z.output<typeof ZUpdateStaffRequest>;

/** Every administrative write takes this lock first, so the last-administrator rule holds under a burst. */
const WRITE_LOCK = 'administration';

/** The field a unique violation names (users.username or users.mobile), or null for another error. */
const uniqueViolationOf = (error: unknown): 'username' | 'mobile' | null => {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== '23505') return null;
  return String((error as { constraint?: unknown }).constraint ?? '').includes('mobile') ? 'mobile' : 'username';
};

/** A twin wrote the same name or number between the check and the write (both are unique): the same refusal. */
const asConflict = (error: unknown): unknown => {
  const field = uniqueViolationOf(error);
  if (field === null) return error;
  const message = field === 'mobile' ? M.mobileTaken : M.usernameTaken;
  return new AppError('conflict', message, { fields: { [field]: message } }, { cause: error });
};

const refuse = (field: string, message: string) => new AppError('badInput', message, { fields: { [field]: message } });

export const createAdministrationService = ({ db, clock, evictSessions }: AdministrationServiceDeps) => {
  const staffOf = async (rows: repo.StaffRow[]): Promise<TStaffAccount[]> => {
    const ids = rows.map((r) => r.id);
    const [roles, nodes] = await Promise.all([repo.rolesOf(db, ids), repo.nodesOf(db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      username: r.username ?? '',
      realname: r.realname,
      mobile: r.mobile,
      department: r.department,
      job: r.job,
      chief: chiefLabelOf(r.department, r.job),
      roles: STAFF_ROLES.filter((role) => (roles.get(r.id) ?? []).includes(role)),
      nodes: nodes.get(r.id) ?? [],
      disabled: r.disabledAt !== null,
      mustChangePassword: r.mustChangePassword,
      createdAt: r.createdAt.toISOString(),
    }));
  };

  const staffById = async (id: number): Promise<TStaffAccount> => {
    const row = await repo.findStaff(db, id);
    if (!row) throw new AppError('notFound', M.notStaff);
    const [account] = await staffOf([row]);
    if (!account) throw new AppError('notFound', M.notStaff);
    return account;
  };

  const listStaff = async (query: { page: number; size: number; keyword?: string | undefined }) => {
    const page = await repo.pageStaff(db, query);
    return { total: page.total, items: await staffOf(page.items) };
  };

  /**
   * The frame of every write: the one lock, the caller still an active administrator as committed (the cached
   * session may predate their own disabling), the write, at least one active administrator left, and the audit
   * row with the account as it was and is (committed with the write or not at all); after commit the sessions
   * the write revoked or changed are evicted on every process.
   */
  const write = async <T>(
    caller: AuthUser,
    action: AdministrationAction,
    work: (trx: Transaction<DB>) => Promise<{ result: T; targetUserId: number; enterpriseId?: number; before?: AccountState | null; evict: SessionEvictPayload }>,
  ): Promise<T> => {
    const done = await db.transaction().execute(async (trx) => {
      await lockKey(trx, WRITE_LOCK);
      if (!(await repo.isActiveAdmin(trx, caller.id))) throw new AppError('forbidden');
      const out = await work(trx);
      if ((await repo.countActiveAdmins(trx)) === 0) throw new AppError('conflict', M.lastAdmin);
      await recordAudit(trx, {
        action,
        at: clock.now(),
        actor: auditActorOf(caller),
        target: out.enterpriseId === undefined ? { type: 'user', id: out.targetUserId } : { type: 'enterprise', id: out.enterpriseId },
        before: out.before ?? null,
        after: await accountState(trx, out.targetUserId),
      });
      return out;
    });
    await evictSessions(done.evict);
    return done.result;
  };

  /** The staff account to change, locked; an applicant or company account is not this page's to change. */
  const lockStaff = async (trx: Transaction<DB>, id: number) => {
    const user = await repo.lockUser(trx, id);
    if (!user || !(await repo.findStaff(trx, id))) throw new AppError('notFound', M.notStaff);
    return user;
  };

  const checkMobile = async (trx: Transaction<DB>, mobile: string | null, userId: number | null) => {
    if (mobile === null) return;
    await lockKey(trx, `mobile:${mobile}`);
    if (await repo.findOtherUserByMobile(trx, mobile, userId)) throw new AppError('conflict', M.mobileTaken, { fields: { mobile: M.mobileTaken } });
  };

  const valuesOf = async (trx: Transaction<DB>, fields: CreateStaff | UpdateStaff) => ({
    realname: fields.realname,
    mobile: fields.mobile === '' ? null : fields.mobile,
    departmentId: await repo.nameId(trx, 'departments', fields.department),
    jobId: await repo.nameId(trx, 'jobs', fields.job),
  });

  /** An administrator works every node through the role; an examiner only the nodes granted. */
  const grantedNodes = (roles: readonly Role[], nodes: readonly string[]) => (roles.includes('examiner') ? nodes : []);

  const createStaff = async (caller: AuthUser, request: CreateStaff) => {
    const mobile = request.mobile === '' ? null : request.mobile;
    const password = oneTimePassword([request.username, mobile ?? '']);
    // Hashed before the transaction: scrypt is slow and PGlite's single session would wait for it.
    const passwordHash = await hashSecret(password);
    try {
      const id = await write(caller, 'staff_create', async (trx) => {
        await lockKey(trx, `user:${request.username}`);
        if (await repo.findUserIdByUsername(trx, request.username)) throw new AppError('conflict', M.usernameTaken, { fields: { username: M.usernameTaken } });
        await checkMobile(trx, mobile, null);
        const { id: userId } = await repo.insertStaffUser(trx, {
          ...(await valuesOf(trx, request)),
          username: request.username,
          passwordHash,
          createdAt: clock.now(),
        });
        await repo.replaceStaffRoles(trx, userId, request.roles);
        await repo.replaceNodes(trx, userId, grantedNodes(request.roles, request.nodes));
        return { result: userId, targetUserId: userId, evict: {} };
      });
      return { account: await staffById(id), password };
    } catch (error) {
      throw asConflict(error);
    }
  };

  const updateStaff = async (caller: AuthUser, request: UpdateStaff) => {
    if (request.id === caller.id && !request.roles.includes('admin')) throw refuse('roles', M.selfAdmin);
    try {
      await write(caller, 'staff_update', async (trx) => {
        await lockStaff(trx, request.id);
        const before = await accountState(trx, request.id);
        const mobile = request.mobile === '' ? null : request.mobile;
        await checkMobile(trx, mobile, request.id);
        await repo.updateStaffUser(trx, request.id, await valuesOf(trx, request));
        await repo.replaceStaffRoles(trx, request.id, request.roles);
        await repo.replaceNodes(trx, request.id, grantedNodes(request.roles, request.nodes));
        // Roles, nodes, department and job are all in the cached sessions: each process re-reads them.
        return { result: null, targetUserId: request.id, before, evict: { userIds: [request.id] } };
      });
    } catch (error) {
      throw asConflict(error);
    }
    return staffById(request.id);
  };

  const resetStaffPassword = async (caller: AuthUser, id: number) => {
    if (id === caller.id) throw new AppError('badInput', M.selfReset);
    const target = await repo.findStaff(db, id);
    if (!target) throw new AppError('notFound', M.notStaff);
    const password = oneTimePassword([target.username ?? '', target.mobile ?? '']);
    const passwordHash = await hashSecret(password);
    return write(caller, 'staff_password_reset', async (trx) => {
      await lockStaff(trx, id);
      const before = await accountState(trx, id);
      await repo.setOneTimePassword(trx, id, passwordHash);
      // Whoever holds the old password's sessions is out; the person signs in again with the new one.
      const revoked = await repo.revokeSessions(trx, id, clock.now());
      return { result: { password }, targetUserId: id, before, evict: { sessionIds: revoked, userIds: [id] } };
    });
  };

  const setStaffDisabled = async (caller: AuthUser, id: number, disabled: boolean) => {
    if (disabled && id === caller.id) throw new AppError('badInput', M.selfDisable);
    await write(caller, disabled ? 'staff_disable' : 'staff_enable', async (trx) => {
      await lockStaff(trx, id);
      const before = await accountState(trx, id);
      await repo.setDisabled(trx, id, disabled ? clock.now() : null);
      const revoked = disabled ? await repo.revokeSessions(trx, id, clock.now()) : [];
      return { result: null, targetUserId: id, before, evict: { sessionIds: revoked, userIds: [id] } };
    });
    return staffById(id);
  };

  const companiesOf = async (rows: repo.CompanyRow[]): Promise<TCompanyAccount[]> => {
    const agents = await repo.agentsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      unicodes: r.unicodes,
      name: r.name,
      creditCode: r.creditCode,
      legalPerson: r.legalPerson,
      legalMobile: r.legalMobile,
      disabled: r.disabledAt !== null,
      mustChangePassword: r.mustChangePassword,
      agents: agents.get(r.id) ?? [],
    }));
  };

  const companyById = async (id: number): Promise<TCompanyAccount> => {
    const row = await repo.findCompany(db, id);
    if (!row) throw new AppError('notFound', M.noCompanyAccount);
    const [account] = await companiesOf([row]);
    if (!account) throw new AppError('notFound', M.noCompanyAccount);
    return account;
  };

  const listCompanies = async (query: { page: number; size: number; keyword?: string | undefined }) => {
    const page = await repo.pageCompanies(db, query);
    return { total: page.total, items: await companiesOf(page.items) };
  };

  /** The company account of an enterprise, its user locked. */
  const lockCompany = async (trx: Transaction<DB>, enterpriseId: number) => {
    const company = await repo.findCompany(trx, enterpriseId);
    if (!company?.accountUserId) throw new AppError('notFound', M.noCompanyAccount);
    await repo.lockUser(trx, company.accountUserId);
    return { ...company, accountUserId: company.accountUserId };
  };

  /** The company's password is the enterprise's; the forced change rides on its account user, as sign-in reads it. */
  const resetCompanyPassword = async (caller: AuthUser, enterpriseId: number) => {
    const company = await repo.findCompany(db, enterpriseId);
    if (!company) throw new AppError('notFound', M.noCompanyAccount);
    const password = oneTimePassword([company.creditCode ?? company.unicodes, company.legalMobile ?? '']);
    const passwordHash = await hashSecret(password);
    return write(caller, 'company_password_reset', async (trx) => {
      const locked = await lockCompany(trx, enterpriseId);
      const before = await accountState(trx, locked.accountUserId);
      await repo.setCompanyPassword(trx, enterpriseId, passwordHash);
      await repo.requirePasswordChange(trx, locked.accountUserId);
      const revoked = await repo.revokeSessions(trx, locked.accountUserId, clock.now());
      return { result: { password }, targetUserId: locked.accountUserId, enterpriseId, before, evict: { sessionIds: revoked, userIds: [locked.accountUserId] } };
    });
  };

  const setCompanyDisabled = async (caller: AuthUser, enterpriseId: number, disabled: boolean) => {
    await write(caller, disabled ? 'company_disable' : 'company_enable', async (trx) => {
      const locked = await lockCompany(trx, enterpriseId);
      const before = await accountState(trx, locked.accountUserId);
      await repo.setDisabled(trx, locked.accountUserId, disabled ? clock.now() : null);
      const revoked = disabled ? await repo.revokeSessions(trx, locked.accountUserId, clock.now()) : [];
      return { result: null, targetUserId: locked.accountUserId, enterpriseId, before, evict: { sessionIds: revoked, userIds: [locked.accountUserId] } };
    });
    return companyById(enterpriseId);
  };

  return {
    listStaff,
    createStaff,
    updateStaff,
    resetStaffPassword,
    setStaffDisabled,
    listCompanies,
    resetCompanyPassword,
    setCompanyDisabled,
  };
};
