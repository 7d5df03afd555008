import type { Kysely, Transaction } from 'kysely';
import type { Row, SectionKey } from '@ftown/domain/applications/form-model';
import { registerFromForm } from '@ftown/domain/register/from-form';
import { addEntry, emptyRegister, REMOVE_REASONS, removeEntry, type Register } from '@ftown/domain/register/register';
import type { TRegisterRemoveRequest, TRegisterSaveRequest } from '@ftown/domain/register/register.schemas';
import { AppError } from '../app-error.ts';
import { actsFor, findEnterpriseByUnicodes, findSections } from '../workflow/applies.repository.ts';
import { isStaff } from '../auth/actors.ts';
import { lockKey } from '../auth/auth.repository.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import * as repo from './register.repository.ts';

export const REGISTER_MESSAGES = {
  notFound: '企业不存在或您无权查看',
  staffCannotEdit: '工作人员不能修改企业的人员名册',
} as const;

export type RegisterService = ReturnType<typeof createRegisterService>;

type Executor = Kysely<DB> | Transaction<DB>;

/** The register as the wire carries it (mutable lists, as the response schema types them). */
const toWire = (r: Register) => ({ ...r, directorate: [...r.directorate], aufsichtsrat: [...r.aufsichtsrat], promoter: [...r.promoter] });

/**
 * The officer register of an enterprise (spec sections 3 and 4). Until it is first saved, it is what the
 * enterprise's latest application says in its executives and topman sections.
 */
export const createRegisterService = ({ db, clock }: { db: Kysely<DB>; clock: Clock }) => {
  /** The enterprise, if the caller acts for it (or, when `staffMayRead`, is staff); else 404 or 403. */
  const enterpriseFor = async (ex: Executor, user: AuthUser, unicodes: string, write: boolean) => {
    const enterprise = await findEnterpriseByUnicodes(ex, unicodes);
    const own = enterprise !== undefined && (await actsFor(ex, user.id, enterprise.id));
    if (enterprise && own) return enterprise;
    if (enterprise && isStaff(user)) {
      if (write) throw new AppError('forbidden', REGISTER_MESSAGES.staffCannotEdit);
      return enterprise;
    }
    throw new AppError('notFound', REGISTER_MESSAGES.notFound);
  };

  const current = async (ex: Executor, enterpriseId: number): Promise<Register> => {
    const stored = await repo.findRegister(ex, enterpriseId);
    if (stored) return stored.register;
    const latest = await repo.findLatestApplyOfEnterprise(ex, enterpriseId);
    if (!latest) return emptyRegister();
    const sections = new Map<SectionKey, Row>((await findSections(ex, latest.id)).map((s) => [s.section, s.data]));
    return registerFromForm(sections.get('executives'), sections.get('topman'));
  };

  /** Reads, changes and stores the register under a per-enterprise lock, so concurrent edits do not lose one another. */
  const change = async (user: AuthUser, unicodes: string, edit: (register: Register) => Register) =>
    db.transaction().execute(async (trx) => {
      const enterprise = await enterpriseFor(trx, user, unicodes, true);
      await lockKey(trx, `register:${enterprise.id}`);
      const register = edit(await current(trx, enterprise.id));
      await repo.saveRegister(trx, { enterpriseId: enterprise.id, register, updatedBy: user.id, updatedAt: clock.now() });
      return toWire(register);
    });

  return {
    async get(user: AuthUser, unicodes: string) {
      const enterprise = await enterpriseFor(db, user, unicodes, false);
      return toWire(await current(db, enterprise.id));
    },

    /** Adds or updates an entry; a single-slot section is replaced. */
    save: (user: AuthUser, req: TRegisterSaveRequest) =>
      change(user, req.unicodes, (register) => addEntry(register, req.section, req.entry)),

    /** Deletes from directorate, aufsichtsrat or promoter the entry with this id and names. */
    remove: (user: AuthUser, req: TRegisterRemoveRequest) =>
      change(user, req.unicodes, (register) => {
        const result = removeEntry(register, req.section, req.entry);
        if (!result.ok) {
          throw result.reason === REMOVE_REASONS.notFound
            ? new AppError('notFound', result.reason)
            : new AppError('badInput', result.reason, { fields: { entry: result.reason } });
        }
        return result.register;
      }),
  };
};
