import type { Kysely } from 'kysely';
import {
  STRATEGIC_MESSAGES,
  type CooperationIntent,
  type PartnerCategory,
  type TPartnerList,
  type TStrategicEnterprise,
  type TStrategicRecord,
  type ZStrategicSubmitData,
} from '@ftown/domain/partners/partners.schemas';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import { enterpriseFor } from '../auth/enterprise-access.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import * as repo from './partners.repository.ts';

export type PartnersService = ReturnType<typeof createPartnersService>;

type SubmitData = z.output<typeof ZStrategicSubmitData>;

const READ_ONLY = '工作人员只能查看企业的战略合作意向';

export const createPartnersService = ({ db, clock }: { db: Kysely<DB>; clock: Clock }) => {
  const listPartners = async (query: { page: number; size: number; keyword?: string; category?: PartnerCategory }): Promise<TPartnerList> => {
    const page = await repo.pagePartners(db, query);
    return { total: page.total, items: page.items.map((p) => ({ ...p, category: p.category as PartnerCategory })) };
  };

  /** A company sign-in may leave the enterprise out: it means its own. */
  const unicodesOf = async (user: AuthUser, unicodes: string | undefined) => {
    if (unicodes !== undefined) return unicodes;
    if (user.enterpriseId === null) {
      throw new AppError('badInput', STRATEGIC_MESSAGES.unicodesRequired, { fields: { unicodes: STRATEGIC_MESSAGES.unicodesRequired } });
    }
    const own = await repo.findEnterpriseUnicodes(db, user.enterpriseId);
    if (!own) throw new AppError('notFound');
    return own.unicodes;
  };

  const recordOf = async (enterpriseId: number, unicodes: string): Promise<TStrategicRecord | null> => {
    const record = await repo.findRecord(db, enterpriseId);
    if (!record) return null;
    return {
      unicodes,
      intent: record.intent as CooperationIntent,
      partners: await repo.findRecordPartners(db, enterpriseId),
      contactName: record.contactName,
      contactPhone: record.contactPhone,
      note: record.note,
      updatedAt: record.updatedAt.toISOString(),
    };
  };

  const getRecord = async (user: AuthUser, unicodes: string | undefined) => {
    const enterprise = await enterpriseFor(db, user, await unicodesOf(user, unicodes), 'read');
    return recordOf(enterprise.id, enterprise.unicodes);
  };

  const saveRecord = async (user: AuthUser, data: SubmitData): Promise<TStrategicRecord> => {
    const enterprise = await enterpriseFor(db, user, data.unicodes, 'write', READ_ONLY);
    await db.transaction().execute(async (trx) => {
      // Checked inside the transaction that references them; the foreign key would refuse them anyway.
      if ((await repo.countPartnersIn(trx, data.partnerIds)) !== data.partnerIds.length) {
        throw new AppError('badInput', STRATEGIC_MESSAGES.partnerUnknown, { fields: { partnerIds: STRATEGIC_MESSAGES.partnerUnknown } });
      }
      await repo.upsertRecord(
        trx,
        {
          enterpriseId: enterprise.id,
          intent: data.intent,
          contactName: data.contactName,
          contactPhone: data.contactPhone,
          note: data.note,
          updatedBy: user.id,
          updatedAt: clock.now(),
        },
        data.partnerIds,
      );
    });
    const saved = await recordOf(enterprise.id, enterprise.unicodes);
    if (!saved) throw new AppError('server');
    return saved;
  };

  /** Whom the strategic form may be about: the caller's own enterprises, by name (codes stay behind the scenes). */
  const listEnterprises = async (user: AuthUser): Promise<TStrategicEnterprise[]> => repo.listUserEnterprises(db, user.id);

  return { listPartners, listEnterprises, getRecord, saveRecord };
};
