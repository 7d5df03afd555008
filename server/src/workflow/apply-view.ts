import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { typeOf } from '@ftown/domain/applications/types';
import type { ApplyRecord } from './applies.repository.ts';
import { wireClockOf } from './stage-clock.ts';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** A draft has no name until its base section names it; until then it goes by its enterprise's. */
export const applyNameOf = (r: Pick<ApplyRecord, 'name' | 'enterpriseName'>): string => (r.name !== '' ? r.name : r.enterpriseName);

export const toApply = (r: ApplyRecord): TApply => ({
  id: r.id,
  unicodes: r.unicodes,
  name: applyNameOf(r),
  category: r.category,
  companyType: r.companyType,
  relocate: r.relocate,
  type: typeOf(r.category, r.companyType, r.relocate),
  status: r.status,
  stage: r.stage,
  haltedAt: r.haltedAt,
  version: r.version,
  lockVersion: r.lockVersion,
  inquire: r.inquire,
  bureau: r.bureau,
  examine_company_names: r.examineCompanyNames,
  govExaminerId: r.govExaminerId,
  statuteExaminerId: r.statuteExaminerId,
  note: r.note,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  submittedAt: iso(r.submittedAt),
  settledAt: iso(r.settledAt),
  enterprise: {
    status: r.enterpriseStatus,
    name: r.enterpriseName,
    creditCode: r.creditCode,
    registeredAddress: r.registeredAddress,
    registrationAuthority: r.registrationAuthority,
    licenceNo: r.licenceNo,
    licenceDate: r.licenceDate,
    settledAt: iso(r.enterpriseSettledAt),
  },
  clock: wireClockOf(r),
});

