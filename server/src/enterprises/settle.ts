import type { Transaction } from 'kysely';
import { typeOf } from '@ftown/domain/applications/types';
import { settlementOf } from '@ftown/domain/enterprises/settlement';
import { AppError } from '../app-error.ts';
import type { ApplyRecord } from '../workflow/applies.repository.ts';
import type { DB } from '../db/schema.ts';
import { findStageRecords, findVersionSections } from '../workflow/flow.repository.ts';
import { findCreditCodeHolder, settleEnterprise } from './enterprises.repository.ts';

export const SETTLEMENT_MESSAGES = {
  codeHeld: (name: string) => `该统一社会信用代码已登记在园区企业“${name}”名下，请核对营业执照`,
} as const;

/**
 * Settles the application's enterprise in the register, inside the transition that set status 6: the stage
 * records (this pass's included, merged by the same transaction) and the approved version's sections decide
 * the entry. A credit code another enterprise holds is refused before anything is written.
 */
export const settleInRegister = async (trx: Transaction<DB>, record: ApplyRecord, now: Date) => {
  const stageRecords = await findStageRecords(trx, record.id);
  const sections = ((await findVersionSections(trx, record.id, record.version)) ?? {}) as Record<string, unknown>;
  const settlement = settlementOf({ relocate: record.relocate, stageRecords, sections, fallbackName: record.name || record.enterpriseName });
  if (settlement.creditCode !== null) {
    const holder = await findCreditCodeHolder(trx, settlement.creditCode, record.enterpriseId);
    if (holder) {
      const message = SETTLEMENT_MESSAGES.codeHeld(holder.name);
      throw new AppError('badInput', message, { fields: { 'result.creditCode': message } });
    }
  }
  await settleEnterprise(trx, record.enterpriseId, {
    ...settlement,
    settledAt: now,
    applyType: typeOf(record.category, record.companyType, record.relocate),
    applyId: record.id,
    version: record.version,
  });
};
