import type { Transaction } from 'kysely';
import { DEMO_A, DEMO_B, DEMO_C, type DemoEnterprise } from '@ftown/domain/applications/examples';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { partsOf } from '@ftown/domain/applications/types';
import { isStage } from '@ftown/domain/review/stages';
import type { DB } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How long the settled demo application took from submission to 已入驻. */
const SETTLED_AFTER_DAYS = 35;

/** Which seeded enterprise and account each demo application belongs to. */
export type DemoApplicationOwners = Record<DemoEnterprise['key'], { enterpriseId: number; userId: number }>;

/**
 * The demo applications of FORMS.md section 5 with their sections and a frozen version 1: A in review at the
 * name check, B returned from the legal centre's first review with its note, C settled. Both centres' reviews
 * lie behind A and B, so they carry the demo examiners gov1 and law1 as their assignees. No files are seeded:
 * the lists and detail pages have data on first start, and the seed stays fast.
 */
export const seedDemoApplications = async (trx: Transaction<DB>, owners: DemoApplicationOwners, now: Date) => {
  const examiners = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', ['gov1', 'law1']).execute();
  const examinerId = (username: string) => examiners.find((e) => e.username === username)?.id ?? null;

  // C settled about a year ago, so the reporting pages have quarters due, filed and missing on first start.
  const demos: readonly [DemoEnterprise, number][] = [
    [DEMO_C, 400],
    [DEMO_B, 12],
    [DEMO_A, 20],
  ];
  for (const [demo, daysAgo] of demos) {
    const { enterpriseId, userId } = owners[demo.key];
    const submittedAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const inReview = demo.status === 2;
    const stage = demo.stage !== null && isStage(demo.stage) ? demo.stage : null;
    const reviewed = demo.status !== 6;
    const settledAt = demo.status === 6 ? new Date(submittedAt.getTime() + SETTLED_AFTER_DAYS * DAY_MS) : null;
    const { id } = await trx
      .insertInto('applies')
      .values({
        enterpriseId,
        createdBy: userId,
        ...partsOf(demo.type),
        name: demo.name,
        status: demo.status,
        stage: inReview ? stage : null,
        haltedAt: inReview ? null : stage,
        version: 1,
        govExaminerId: reviewed ? examinerId('gov1') : null,
        statuteExaminerId: reviewed ? examinerId('law1') : null,
        inquire: null,
        bureau: null,
        examineCompanyNames: null,
        note: demo.note ?? null,
        stageRecords: JSON.stringify(demo.stageRecords),
        submittedAt,
        settledAt,
        createdAt: new Date(submittedAt.getTime() - DAY_MS),
        updatedAt: settledAt ?? new Date(now.getTime() - Math.min(daysAgo, 5) * DAY_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The register follows a settlement, as the review's transition does (issue 12).
    if (settledAt) await trx.updateTable('enterprises').set({ status: 'settled', settledAt }).where('id', '=', enterpriseId).execute();
    const sections = Object.entries(demo.data) as [SectionKey, Record<string, unknown>][];
    await trx
      .insertInto('applySections')
      .values(sections.map(([section, data]) => ({ applyId: id, section, data: JSON.stringify(data), updatedBy: userId, updatedAt: submittedAt })))
      .execute();
    await trx
      .insertInto('applyVersions')
      .values({
        applyId: id,
        version: 1,
        sections: JSON.stringify(demo.data),
        attachments: JSON.stringify([]),
        submittedBy: userId,
        submittedAt,
      })
      .execute();
  }
};
