import type { Transaction } from 'kysely';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { DEMO_A, DEMO_B, DEMO_C, type DemoEnterprise } from '@ftown/domain/applications/examples';
import type { Row, SectionKey } from '@ftown/domain/applications/form-model';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { partsOf } from '@ftown/domain/applications/types';
import { formatDate } from '@ftown/domain/formats/date-time';
import { stageFactsOf, stageResultSchema } from '@ftown/domain/review/stage-results';
import { isStage, type Stage } from '@ftown/domain/review/stages';
import { pathOf } from '@ftown/domain/review/workflow';
import type { AttachmentRef, DB } from '../db/schema.ts';
import { insertBlob } from '../files/attachment-store.ts';
import { insertAttachment } from '../workflow/applies.repository.ts';
import { demoPdf, sha256Of } from './demo-files.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How long the settled demo application took from submission to 已入驻. */
const SETTLED_AFTER_DAYS = 35;

/** Which seeded enterprise and account each demo application belongs to. */
export type DemoApplicationOwners = Record<DemoEnterprise['key'], { enterpriseId: number; userId: number }>;

/**
 * The stages behind a demo application: every stage of its path before the one it stands at (or the one that
 * returned it), all of them once it settled.
 */
export const doneStagesOf = (demo: Pick<DemoEnterprise, 'type' | 'stage' | 'data'>): Stage[] => {
  const renameOnMove = demo.data.relocation?.renameOnMove;
  const path = pathOf({ ...partsOf(demo.type), renameOnMove: typeof renameOnMove === 'boolean' ? renameOnMove : null });
  return demo.stage !== null && isStage(demo.stage) ? path.slice(0, path.indexOf(demo.stage)) : path;
};

/**
 * When each step of a seeded history happened: `count` steps spread evenly between submission and the last
 * change, so the history, the stage records' dates and the settled date tell one story. demo-review.ts writes
 * the flow records at these times.
 */
export const stepTimes = (submittedAt: Date, lastAt: Date, count: number): Date[] =>
  Array.from({ length: count }, (_, i) => new Date(submittedAt.getTime() + ((i + 1) * (lastAt.getTime() - submittedAt.getTime())) / (count + 1)));

/** Steps of a seeded history: intake, one per done stage, and the return that halted it, if any. */
export const stepCountOf = (demo: Pick<DemoEnterprise, 'type' | 'stage' | 'data' | 'status'>): number =>
  1 + doneStagesOf(demo).length + (demo.status === APPLY_STATUS.returned || demo.status === APPLY_STATUS.refused ? 1 : 0);

/** Results of done stages the demo data leaves out, as an examiner would have recorded them. */
const STANDARD_RESULTS: Partial<Record<Stage, Row>> = {
  risk: {
    checks: { lookThroughDone: true, creditChinaChecked: true, dishonestDebtorHit: false, abnormalOperationHit: false, qualificationVerified: true },
  },
  approval_reported: { feedbackResult: 'agree' },
};

/** The date fields a stage records, each set to the day that stage passed. */
const STAGE_DATE_KEYS: Partial<Record<Stage, readonly string[]>> = {
  approval: ['reportDate'],
  approval_reported: ['feedbackDate'],
  industry_name: ['approvedAt'],
  industry_enroll: ['submittedAt'],
  industry_send: ['sentAt'],
  industry_postback: ['receivedAt'],
  license: ['licenseIssueDate'],
};

/**
 * The demo applications of FORMS.md section 5, each in a state the product itself reaches: complete sections,
 * a file for every attachment the type requires (frozen in version 1 like a real submission), and the records
 * of exactly the stages behind it, dated on the days those stages passed and checked by the stage rules the
 * server applies. A is in review at the name check, B returned from the legal centre's first review, C
 * settled with its register record. Both centres' reviews lie behind A and B, so they carry the demo
 * examiners gov1 and law1 as their assignees.
 */
export const seedDemoApplications = async (trx: Transaction<DB>, owners: DemoApplicationOwners, now: Date) => {
  const examiners = await trx.selectFrom('users').select(['id', 'username']).where('username', 'in', ['gov1', 'law1', 'biz1']).execute();
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
    const inReview = demo.status === APPLY_STATUS.inReview;
    const settled = demo.status === APPLY_STATUS.settled;
    // A settled application's last step is its settlement, long enough ago that reports have fallen due since.
    const lastAt = settled
      ? new Date(submittedAt.getTime() + SETTLED_AFTER_DAYS * DAY_MS)
      : new Date(now.getTime() - Math.min(daysAgo, 5) * DAY_MS);
    const stage = demo.stage !== null && isStage(demo.stage) ? demo.stage : null;
    const reviewed = !settled;
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
        submittedAt,
        settledAt: settled ? lastAt : null,
        createdAt: new Date(submittedAt.getTime() - DAY_MS),
        updatedAt: lastAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const sections = Object.entries(demo.data) as [SectionKey, Row][];
    await trx
      .insertInto('applySections')
      .values(sections.map(([section, data]) => ({ applyId: id, section, data: JSON.stringify(data), updatedBy: userId, updatedAt: submittedAt })))
      .execute();

    const refs: AttachmentRef[] = [];
    const attach = async (section: string, key: string, label: string, by: number, at: Date) => {
      const content = demoPdf(`${demo.name} ${label}`);
      const { applyId: _applyId, ...row } = await insertAttachment(trx, {
        applyId: id,
        section,
        key,
        name: `${label}.pdf`,
        mime: 'application/pdf',
        size: content.length,
        sha256: sha256Of(content),
        blobId: await insertBlob(trx, content, at),
        uploadedBy: by,
        createdAt: at,
      });
      return { ...row, createdAt: row.createdAt.toISOString() };
    };
    const uploadedAt = new Date(submittedAt.getTime() - 60 * 60_000);
    for (const def of missingAttachments(demo.type, demo.data, new Set())) refs.push(await attach(def.section, def.key, def.label, userId, uploadedAt));
    await trx
      .insertInto('applyVersions')
      .values({ applyId: id, version: 1, sections: JSON.stringify(demo.data), attachments: JSON.stringify(refs), submittedBy: userId, submittedAt })
      .execute();

    // What each stage behind it recorded, dated the day its step happened; the stage rules must accept it.
    const done = doneStagesOf(demo);
    const times = stepTimes(submittedAt, lastAt, stepCountOf(demo));
    const records: Record<string, unknown> = {};
    for (const [i, doneStage] of done.entries()) {
      const given: Record<string, unknown> = { ...STANDARD_RESULTS[doneStage], ...demo.stageRecords[doneStage] };
      if (Object.keys(given).length === 0) continue;
      const at = times[i + 1] ?? lastAt;
      const day = formatDate(at);
      for (const key of STAGE_DATE_KEYS[doneStage] ?? []) given[key] = day;
      if (doneStage === 'license') given.licenseScanId = (await attach('stage', 'licenseScan', '营业执照扫描件', examinerId('biz1') ?? userId, at)).id;
      const context = { today: day, ...stageFactsOf(submittedAt, records) };
      records[doneStage] = stageResultSchema(doneStage, context).parse(given);
    }
    await trx.updateTable('applies').set({ stageRecords: JSON.stringify(records) }).where('id', '=', id).execute();

    if (settled) {
      // The register record a settlement writes: what the stages decided, on the enterprise.
      const address = records.address as { registeredAddress: string } | undefined;
      const licence = records.license as { creditCode: string; licenseIssueDate: string; registrationAuthority: string } | undefined;
      await trx
        .updateTable('enterprises')
        .set({
          status: 'settled',
          settledAt: lastAt,
          applyType: demo.type,
          creditCode: licence?.creditCode ?? null,
          licenceDate: licence?.licenseIssueDate ?? null,
          registeredAddress: address?.registeredAddress ?? null,
          registrationAuthority: licence?.registrationAuthority ?? null,
          capital: typeof demo.data.base?.registeredCapital === 'string' ? demo.data.base.registeredCapital : null,
          settledApplyId: id,
          settledVersion: 1,
        })
        .where('id', '=', enterpriseId)
        .execute();
    }
  }
};
