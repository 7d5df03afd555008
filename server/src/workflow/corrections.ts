import type { Kysely, Transaction } from 'kysely';
import type { ApplicationData } from '@ftown/domain/applications/form-model';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { typeOf, type ApplyType } from '@ftown/domain/applications/types';
import type { TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import {
  CORRECTION_MESSAGES,
  correctionChanged,
  correctionLabel,
  attachmentOpen,
  sectionAccess,
  correctionValue,
  LOCKED_MESSAGE,
  openCorrections,
  type CorrectionItemInput,
  type CorrectionSource,
} from '@ftown/domain/review/corrections';
import { AppError } from '../app-error.ts';
import type { DB } from '../db/schema.ts';
import * as applies from './applies.repository.ts';
import * as repo from './corrections.repository.ts';

/**
 * Corrections pinned to fields (issue 14 part 2), shared by the review feature (raising and ticking items off) and
 * the applications feature (the applicant's checklist, replies and resubmission check).
 */

type Executor = Kysely<DB> | Transaction<DB>;

const typeOfRecord = (record: applies.ApplyRecord): ApplyType => typeOf(record.category, record.companyType, record.relocate);

/** A frozen version as the targets read it (an unknown version reads as empty). */
const versionSource = async (ex: Executor, applyId: number, version: number): Promise<CorrectionSource> => {
  const row = await applies.findVersion(ex, applyId, version);
  return { sections: (row?.sections ?? {}) as ApplicationData, files: row?.attachments ?? [] };
};

/** The applicant's drafts and live files. */
const draftSource = async (ex: Executor, applyId: number): Promise<CorrectionSource> => {
  const [rows, files] = await Promise.all([applies.findSections(ex, applyId), applies.listAttachments(ex, applyId)]);
  return { sections: Object.fromEntries(rows.map((r) => [r.section, r.data])) as ApplicationData, files };
};

/**
 * The items of a return or refusal as the workflow writer stores them: each target must be part of the version
 * the examiner read (domain correctionLabel), else 400 naming it in Chinese.
 */
export const labelledCorrections = async (ex: Executor, record: applies.ApplyRecord, items: readonly CorrectionItemInput[]) => {
  if (items.length === 0) return [];
  const source = await versionSource(ex, record.id, record.version);
  const type = typeOfRecord(record);
  return items.map((item, i) => {
    const label = correctionLabel(type, item.target, source);
    if (label === null) {
      const message = CORRECTION_MESSAGES.unknownTarget(item.target);
      throw new AppError('badInput', message, { fields: { [`corrections.${i}.target`]: message } });
    }
    return { target: item.target, label, remark: item.remark };
  });
};

/** The state now: the resubmitted version once there is one, the applicant's drafts before. */
const currentSource = (ex: Executor, record: applies.ApplyRecord, round: repo.RoundRow) =>
  record.version > round.version ? versionSource(ex, record.id, record.version) : draftSource(ex, record.id);

/** The latest round of an application with each item's value then and now, or null when it has none. */
export const correctionRoundOf = async (ex: Executor, record: applies.ApplyRecord, mayCheck: (round: repo.RoundRow) => boolean): Promise<TCorrectionRound | null> => {
  const round = await repo.findLatestRound(ex, record.id);
  if (!round) return null;
  const [items, before, after] = await Promise.all([
    repo.listItems(ex, round.flowRecordId),
    versionSource(ex, record.id, round.version),
    currentSource(ex, record, round),
  ]);
  const type = typeOfRecord(record);
  return {
    flowRecord: round.flowRecordId,
    action: round.action === 'refuse' ? 'refuse' : 'return',
    version: round.version,
    stage: round.stage,
    moreAskedAt: round.moreAskedAt?.toISOString() ?? null,
    mayCheck: mayCheck(round),
    items: items.map((item) => ({
      id: item.id,
      target: item.target,
      label: item.label,
      remark: item.remark,
      reply: item.reply,
      repliedAt: item.repliedAt?.toISOString() ?? null,
      before: correctionValue(type, item.target, before),
      after: correctionValue(type, item.target, after),
      changed: correctionChanged(type, item.target, before, after),
      checkedBy: item.checkedBy === null ? null : { id: item.checkedBy, name: item.checkerName ?? '' },
      checkedAt: item.checkedAt?.toISOString() ?? null,
    })),
  };
};

/**
 * Refuses a resubmission while an item of the return that sent the application back is unchanged in the drafts
 * and unanswered (400 naming the items).
 */
export const assertCorrectionsAnswered = async (ex: Executor, record: applies.ApplyRecord) => {
  // Only a return leaves items to answer: a draft that was never sent back has none to read.
  if (record.status !== APPLY_STATUS.returned) return;
  const round = await correctionRoundOf(ex, record, () => false);
  if (!round || round.action !== 'return' || round.version !== record.version) return;
  const open = openCorrections(round.items);
  if (open.length === 0) return;
  const message = CORRECTION_MESSAGES.unresolved(open.map((item) => item.label));
  throw new AppError('badInput', message, { fields: Object.fromEntries(open.map((item) => [`corrections.${item.id}`, message])) });
};

/**
 * Refuses an applicant's write outside the named items of the return that sent the application back, unless the
 * applicant asked to change more (409). Read in the write's transaction, after its row lock.
 */
export const assertCorrectionsAllow = async (ex: Executor, record: applies.ApplyRecord, scope: { section: string } | { attachmentKey: string }) => {
  if (record.status !== APPLY_STATUS.returned) return;
  const round = await repo.findLatestRound(ex, record.id);
  if (!round || round.action !== 'return' || round.version !== record.version) return;
  const targets = (await repo.listItems(ex, round.flowRecordId)).map((item) => item.target);
  const more = round.moreAskedAt !== null;
  const open = 'section' in scope ? sectionAccess(targets, more, scope.section).kind !== 'locked' : attachmentOpen(targets, more, scope.attachmentKey);
  if (!open) throw new AppError('conflict', LOCKED_MESSAGE);
};
