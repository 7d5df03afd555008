import type { Transaction } from 'kysely';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { workflowMessages, type WorkflowEvent, type WorkflowMessage } from '@ftown/domain/messages/workflow-messages';
import { isTransitionAction } from '@ftown/domain/review/actions';
import { applyNameOf } from '../workflow/apply-view.ts';
import type { DB } from '../db/schema.ts';
import { insertMessages } from '../workflow/message-writer.ts';

/**
 * The messages the seeded applications' history would have sent (domain workflowMessages of their submission and
 * every flow record), so the bell and both centres have something on first start: 张三, the company account and
 * the examiners gov1 and law1. Each receiver's newest message about an application is unread, older ones read.
 * Runs inside the demo seed's transaction, after the flow records, so it seeds once like the rest.
 */
export const seedDemoMessages = async (trx: Transaction<DB>) => {
  const applies = await trx
    .selectFrom('applies as a')
    .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
    .select(['a.id', 'a.name', 'e.name as enterpriseName', 'a.createdBy', 'a.submittedAt', 'a.govExaminerId', 'a.statuteExaminerId'])
    .where('a.submittedAt', 'is not', null)
    .execute();
  const records = await trx.selectFrom('flowRecords').select(['applyId', 'action', 'stage', 'status', 'toStage', 'note', 'createdAt']).orderBy('id').execute();

  const rows: (WorkflowMessage & { createdAt: Date; readed: 0 | 1 })[] = [];
  for (const a of applies) {
    if (a.submittedAt === null) continue;
    const apply = { id: a.id, name: applyNameOf(a), applicantId: a.createdBy };
    const assignees = { government: a.govExaminerId, statute: a.statuteExaminerId };
    const events: { event: WorkflowEvent; at: Date }[] = [
      { event: { action: 'submit', apply, stage: null, next: { status: APPLY_STATUS.submitted, stage: null, assignees } }, at: a.submittedAt },
    ];
    for (const r of records) {
      if (r.applyId !== a.id || !isTransitionAction(r.action)) continue;
      events.push({ event: { action: r.action, apply, stage: r.stage, next: { status: r.status, stage: r.toStage, assignees }, note: r.note }, at: r.createdAt });
    }
    const messages = events.flatMap(({ event, at }) => workflowMessages(event).map((m) => ({ ...m, createdAt: at })));
    const newest = new Map(messages.map((m, i) => [m.receiverId, i]));
    messages.forEach((m, i) => rows.push({ ...m, readed: newest.get(m.receiverId) === i ? 0 : 1 }));
  }
  // Ids grow with time, as the centres' newest-first order assumes.
  rows.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  if (rows.length > 0) await insertMessages(trx, rows);
};
