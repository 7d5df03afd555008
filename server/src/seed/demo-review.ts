import type { Transaction } from 'kysely';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { noteOf, parseOpinionNote } from '@ftown/domain/review/opinion-note';
import { STAGE_INFO, isStage, type Stage } from '@ftown/domain/review/stages';
import { STAGE_RULES, pathOf } from '@ftown/domain/review/workflow';
import type { DB } from '../db/schema.ts';
import { findStageRecords, insertFlowRecord, type NewFlowRecord } from '../workflow/flow.repository.ts';
import { stepTimes } from './demo-applications.ts';

/** Who did each stage in the demo: the chiefs distribute, each centre's examiner reviews, biz1 does the rest. */
const ACTOR_OF: Record<(typeof STAGE_INFO)[Stage]['centre'] | 'govChief' | 'lawChief', string> = {
  government: 'gov1',
  statute: 'law1',
  risk: 'risk1',
  business: 'biz1',
  govChief: 'chief',
  lawChief: 'lawchief',
};

const actorKey = (stage: Stage): keyof typeof ACTOR_OF => {
  if (stage === 'gov_distribution') return 'govChief';
  if (stage === 'statute_distribution') return 'lawChief';
  return STAGE_INFO[stage].centre;
};

/**
 * The flow records behind the seeded applications, so their history, steps and opinions read as if the demo
 * staff had moved them: intake by chief, then every stage of the path up to where each one stands now, the steps
 * spread between submission and the last change (stepTimes, the days the stage records carry). B's last step is
 * the return that gave it its note.
 */
export const seedDemoReview = async (trx: Transaction<DB>) => {
  const users = await trx.selectFrom('users').select(['id', 'username']).execute();
  const uid = (username: string) => users.find((u) => u.username === username)?.id ?? users[0]!.id;
  const rows = await trx
    .selectFrom('applies')
    .select(['id', 'status', 'stage', 'haltedAt', 'version', 'category', 'companyType', 'relocate', 'note', 'submittedAt', 'updatedAt', 'govExaminerId', 'statuteExaminerId'])
    .where('status', '>', APPLY_STATUS.submitted)
    .execute();

  for (const row of rows) {
    if (row.submittedAt === null) continue;
    const stageRecords = await findStageRecords(trx, row.id);
    const relocation = await trx.selectFrom('applySections').select('data').where('applyId', '=', row.id).where('section', '=', 'relocation').executeTakeFirst();
    const renameOnMove = relocation?.data.renameOnMove;
    const path = pathOf({ category: row.category, companyType: row.companyType, relocate: row.relocate, renameOnMove: typeof renameOnMove === 'boolean' ? renameOnMove : null });
    const current = row.stage ?? row.haltedAt;
    const done = current !== null && isStage(current) ? path.slice(0, path.indexOf(current)) : path;
    const records: Omit<NewFlowRecord, 'createdAt'>[] = [];
    // The demo's stage visits have no clock behind them: their working time is unknown, not zero.
    const push = (
      r: Omit<NewFlowRecord, 'applyId' | 'version' | 'createdAt' | 'note' | 'result' | 'clockSpentS'> & Partial<Pick<NewFlowRecord, 'note' | 'result'>>,
    ) => {
      records.push({ applyId: row.id, version: row.version, note: null, result: null, clockSpentS: null, ...r });
    };
    push({ action: 'startExamine', stage: null, status: APPLY_STATUS.inReview, toStage: path[0] ?? null, actorId: uid('chief') });
    done.forEach((stage, i) => {
      const next = path[i + 1] ?? null;
      const settles = next === null;
      const status = settles ? APPLY_STATUS.settled : APPLY_STATUS.inReview;
      if (STAGE_RULES[stage].kind === 'distribution') {
        const examinerId = stage === 'gov_distribution' ? row.govExaminerId : row.statuteExaminerId;
        push({ action: 'assign', stage, status, toStage: next, actorId: uid(ACTOR_OF[actorKey(stage)]), result: { examinerId } });
      } else {
        const result = (stageRecords[stage] as Record<string, unknown> | undefined) ?? {};
        push({ action: 'pass', stage, status, toStage: next, actorId: uid(ACTOR_OF[actorKey(stage)]), opinion: '同意', result });
      }
    });
    const parsed = row.note === null ? null : parseOpinionNote(row.note);
    if (row.status !== APPLY_STATUS.inReview && row.status !== APPLY_STATUS.settled && current !== null && isStage(current) && parsed) {
      const input = { items: parsed.project, reason: parsed.reason, other: parsed.other };
      push({
        action: parsed.type,
        stage: current,
        status: row.status,
        toStage: null,
        actorId: uid(ACTOR_OF[actorKey(current)]),
        note: noteOf(parsed.type, input),
        result: input,
      });
    }
    const times = stepTimes(row.submittedAt, row.updatedAt, records.length);
    for (const [i, record] of records.entries()) await insertFlowRecord(trx, { ...record, createdAt: times[i] ?? row.updatedAt });
  }
};
