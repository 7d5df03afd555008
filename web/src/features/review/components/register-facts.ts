import type { TApply } from '@ftown/domain/applications/api/apply.schemas';

const textAt = (records: Record<string, unknown>, stage: string, field: string): string | null => {
  const value = (records[stage] as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * What the examine header shows of the enterprise: the register's entry once settled; before that, what the
 * stages have recorded so far. A value staff typed into updateColumn (登记机关, 核名名称) stays first.
 */
export const registerFacts = (apply: TApply, stageRecords: Record<string, unknown>) => {
  const e = apply.enterprise;
  const settled = e.status === 'settled';
  return {
    bureau: apply.bureau || e.registrationAuthority || textAt(stageRecords, 'license', 'registrationAuthority') || textAt(stageRecords, 'industry_enroll', 'registrationAuthority'),
    examine_company_names: apply.examine_company_names || (settled ? e.name : textAt(stageRecords, 'industry_name', 'approvedName')),
    creditCode: e.creditCode ?? textAt(stageRecords, 'license', 'creditCode'),
    registeredAddress: e.registeredAddress ?? textAt(stageRecords, 'address', 'registeredAddress'),
  };
};
