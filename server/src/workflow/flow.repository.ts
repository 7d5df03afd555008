import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { APPLY_STATUS, type ApplyStatus } from '@ftown/domain/applications/status';
import type { Stage } from '@ftown/domain/review/stages';
import type { Action } from '@ftown/domain/review/actions';
import type { AssigneeColumn, ReviewRecord } from '@ftown/domain/review/review-state';
import type { Viewer } from '../auth/actors.ts';
import type { DB, FlowRecordsTable } from '../db/schema.ts';
import type { ClockNotified } from '@ftown/domain/time-limits/clock';
import type { ClockColumns } from './stage-clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The state a transition read: the conditional update matches only if nobody changed it since. */
export type SeenState = { id: number; status: ApplyStatus; stage: Stage | null; lockVersion: number };

export type ApplyChange = Partial<{
  status: ApplyStatus;
  stage: Stage | null;
  haltedAt: Stage | null;
  version: number;
  govExaminerId: number | null;
  statuteExaminerId: number | null;
  note: string | null;
  submittedAt: Date;
  settledAt: Date;
  name: string;
  inquire: string | null;
  bureau: string | null;
  examineCompanyNames: string | null;
}> &
  Partial<ClockColumns & { clockNotified: ClockNotified }> & { updatedAt: Date };

/**
 * Moves an application from the state the caller read, bumping its lock version. Zero rows back means someone
 * else acted first; the caller answers 409 and its transaction writes nothing else. `record` merges one
 * stage's result into stage_records in the same statement.
 */
export const updateApplyIf = (trx: Transaction<DB>, seen: SeenState, set: ApplyChange, record?: { stage: Stage; result: unknown }) =>
  trx
    .updateTable('applies')
    .set({
      ...set,
      lockVersion: seen.lockVersion + 1,
      ...(record ? { stageRecords: sql<string>`stage_records || jsonb_build_object(${record.stage}::text, ${JSON.stringify(record.result)}::jsonb)` } : {}),
    })
    .where('id', '=', seen.id)
    .where('status', '=', seen.status)
    .where((eb) => (seen.stage === null ? eb('stage', 'is', null) : eb('stage', '=', seen.stage)))
    .where('lockVersion', '=', seen.lockVersion)
    .returning('id')
    .executeTakeFirst();

/** Rewrites the stage clock of a row the caller's transaction already holds (a step whose settings were stale). */
export const updateApplyClock = (trx: Transaction<DB>, id: number, columns: ClockColumns) =>
  trx.updateTable('applies').set(columns).where('id', '=', id).execute();

export type NewFlowRecord = Omit<Insertable<FlowRecordsTable>, 'result'> & { result: Record<string, unknown> | null };

export const insertFlowRecord = (trx: Transaction<DB>, values: NewFlowRecord) =>
  trx
    .insertInto('flowRecords')
    .values({ ...values, result: values.result === null ? null : JSON.stringify(values.result) })
    .returning('id')
    .executeTakeFirstOrThrow();

const flowRecords = (db: Executor) =>
  db
    .selectFrom('flowRecords as f')
    .innerJoin('users as u', 'u.id', 'f.actorId')
    .select([
      'f.id',
      'f.applyId',
      'f.version',
      'f.action',
      'f.stage',
      'f.status',
      'f.toStage',
      'f.actorId',
      'u.realname as actorName',
      'f.opinion',
      'f.note',
      'f.result',
      'f.createdAt',
    ]);

export type FlowRecordRow = Awaited<ReturnType<ReturnType<typeof flowRecords>['execute']>>[number];

/** Applications' histories in order (flow_records_apply_idx), optionally only some actions. */
export const listFlowRecords = (db: Executor, applyIds: readonly number[], actions?: readonly Action[]) =>
  applyIds.length === 0
    ? Promise.resolve([])
    : flowRecords(db)
        .where('f.applyId', 'in', applyIds)
        .$if(actions !== undefined, (q) => q.where('f.action', 'in', actions!))
        .orderBy('f.applyId')
        .orderBy('f.id')
        .execute();

export const findLatestFlowRecord = (db: Executor, applyId: number): Promise<FlowRecordRow | undefined> =>
  flowRecords(db).where('f.applyId', '=', applyId).orderBy('f.id', 'desc').limit(1).executeTakeFirst();

/* ----- the timeline's other sources (issue 14 part 3) ----- */

/** The first submission of an application with its submitter, or undefined for a draft. */
export const findFirstSubmission = (db: Executor, applyId: number) =>
  db
    .selectFrom('applyVersions as v')
    .innerJoin('users as u', 'u.id', 'v.submittedBy')
    .select(['v.version', 'v.submittedAt', 'v.submittedBy', 'u.realname as submitterName'])
    .where('v.applyId', '=', applyId)
    .orderBy('v.version')
    .limit(1)
    .executeTakeFirst();

/** Every upload and removal of the application's files, in order (attachment_events_apply_idx). */
export const listFileEvents = (db: Executor, applyId: number) =>
  db
    .selectFrom('attachmentEvents as e')
    .innerJoin('users as u', 'u.id', 'e.actorId')
    .select(['e.id', 'e.change', 'e.section', 'e.key', 'e.name', 'e.size', 'e.sha256', 'e.actorId', 'u.realname as actorName', 'e.createdAt'])
    .where('e.applyId', '=', applyId)
    .orderBy('e.id')
    .execute();

/** The messages sent about the application that their receivers still keep, in order (messages_apply_idx). */
export const listApplyMessages = (db: Executor, applyId: number) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.receiverId')
    .select(['m.id', 'm.receiverId', 'u.realname as receiverName', 'm.subject', 'm.createdAt'])
    .where('m.applyId', '=', applyId)
    .orderBy('m.id')
    .execute();

/**
 * The takeovers of the application's examination, in order: the audit log's review_takeover rows about it
 * (audit_log_target_idx). Their detail is parsed by the caller (domain ZTakeoverDetail).
 */
export const listTakeovers = (db: Executor, applyId: number) =>
  db
    .selectFrom('auditLog')
    .select(['id', 'at', 'actorId', 'actorName', 'detail'])
    .where('targetType', '=', 'apply')
    .where('targetId', '=', String(applyId))
    .where('action', '=', 'review_takeover')
    .orderBy('id')
    .execute();

/** The columns the workflow decides on. */
export type ReviewColumns = ReviewRecord & { id: number };

/** Staff see every submitted application, anyone else those of the enterprises they act for (as findApply). */
const visibleTo = (viewer: Viewer) => (eb: ExpressionBuilder<DB & { a: DB['applies'] }, 'a'>) =>
  viewer.staff
    ? eb('a.status', '<>', APPLY_STATUS.draft)
    : eb.exists(
        eb
          .selectFrom('userEnterprises as ue')
          .select('ue.userId')
          .whereRef('ue.enterpriseId', '=', 'a.enterpriseId')
          .where('ue.userId', '=', viewer.userId),
      );

/** The workflow columns of the applications among `ids` the viewer may see (a queue page's rows). */
export const listReviewStates = (db: Executor, ids: readonly number[], viewer: Viewer): Promise<ReviewColumns[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applies as a')
        .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
        .select([
          'a.id',
          'a.status',
          'a.stage',
          'a.haltedAt',
          'a.version',
          'e.unicodes',
          'a.govExaminerId',
          'a.statuteExaminerId',
          'a.category',
          'a.companyType',
          'a.relocate',
        ])
        .where('a.id', 'in', ids)
        .where(visibleTo(viewer))
        .orderBy('a.id')
        .execute();

/** The ids of an enterprise's applications the viewer may see, newest first. */
export const listEnterpriseApplyIds = async (db: Executor, unicodes: string, viewer: Viewer, limit: number) =>
  (
    await db
      .selectFrom('applies as a')
      .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
      .select('a.id')
      .where('e.unicodes', '=', unicodes)
      .where(visibleTo(viewer))
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

export const findStageRecords = async (db: Executor, applyId: number): Promise<Record<string, unknown>> => {
  const row = await db.selectFrom('applies').select('stageRecords').where('id', '=', applyId).executeTakeFirst();
  return row?.stageRecords ?? {};
};

/** When the application was first submitted (version 1), or null if never. */
export const findFirstSubmittedAt = async (db: Executor, applyId: number): Promise<Date | null> =>
  (await findFirstSubmission(db, applyId))?.submittedAt ?? null;

/**
 * Settled enterprises other than `exceptEnterpriseId` whose registered address has this domain addressKey: the
 * same NFKC folding and whitespace removal, done by PostgreSQL on the stored text. Read through the status
 * index; the park's settled enterprises are a few thousand at most.
 */
export const findAddressHolders = (db: Executor, key: string, exceptEnterpriseId: number, limit: number) =>
  db
    .selectFrom('enterprises')
    .select(['unicodes', 'name', 'creditCode'])
    .where('status', '=', 'settled')
    .where('id', '!=', exceptEnterpriseId)
    .where(sql<string>`regexp_replace(normalize(coalesce(registered_address, ''), NFKC), '[[:space:]]+', '', 'g')`, '=', key)
    .orderBy('id')
    .limit(limit)
    .execute();

/** The applicant's answer to "keep the name on moving in" in a relocation section's data, if they gave one. */
export const renameOnMoveOf = (relocation: Record<string, unknown> | undefined): boolean | null => {
  const value = relocation?.renameOnMove;
  return typeof value === 'boolean' ? value : null;
};

/** The applicant's answer to "keep the name on moving in", which decides whether the name check is on the path. */
export const findRenameOnMove = async (db: Executor, applyId: number): Promise<boolean | null> => {
  const row = await db
    .selectFrom('applySections')
    .select('data')
    .where('applyId', '=', applyId)
    .where('section', '=', 'relocation')
    .executeTakeFirst();
  return renameOnMoveOf(row?.data);
};

/** Merges fields into the live base section (what a stage learned: the address, the licence's code and dates). */
export const mergeBaseSection = (trx: Transaction<DB>, applyId: number, patch: Record<string, unknown>, by: number, now: Date) =>
  trx
    .updateTable('applySections')
    .set({ data: sql<string>`data || ${JSON.stringify(patch)}::jsonb`, updatedBy: by, updatedAt: now })
    .where('applyId', '=', applyId)
    .where('section', '=', 'base')
    .execute();

/** The id of a live, non-removed attachment of this application with this key, if there is one. */
export const findLiveAttachment = (db: Executor, applyId: number, id: number, key: string) =>
  db
    .selectFrom('applyAttachments')
    .select('id')
    .where('id', '=', id)
    .where('applyId', '=', applyId)
    .where('key', '=', key)
    .where('removedAt', 'is', null)
    .executeTakeFirst();

/** Every file of an application still referred to (live or kept for a frozen version), with where its bytes are. */
export const listPackagedFiles = (db: Executor, applyId: number) =>
  db
    .selectFrom('applyAttachments')
    .select(['id', 'section', 'key', 'name', 'mime', 'size', 'sha256', 'blobId', 'removedAt'])
    .where('applyId', '=', applyId)
    .orderBy('id')
    .execute();

export const listVersionsWithData = (db: Executor, applyId: number) =>
  db
    .selectFrom('applyVersions')
    .select(['version', 'sections', 'attachments', 'submittedAt', 'submittedBy'])
    .where('applyId', '=', applyId)
    .orderBy('version')
    .execute();

export const findVersionSections = async (db: Executor, applyId: number, version: number) =>
  (
    await db
      .selectFrom('applyVersions')
      .select('sections')
      .where('applyId', '=', applyId)
      .where('version', '=', version)
      .executeTakeFirst()
  )?.sections;

/** A frozen version as the compare reads it: its sections, and its files by slot and content (domain attachment-diff). */
export const findComparableVersion = async (db: Executor, applyId: number, version: number) => {
  const row = await db
    .selectFrom('applyVersions')
    .select(['sections', 'attachments'])
    .where('applyId', '=', applyId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  const files = row.attachments.map(({ id, section, key, name, size, sha256 }) => ({ id, section, key, name, size, sha256 }));
  return { sections: row.sections, files };
};

/* ----- staff ----- */

export type StaffFilter = {
  id?: number | undefined;
  node?: string | undefined;
  department?: string | undefined;
  role?: 'examiner' | undefined;
};

/** Staff members (admin or examiner) with their department, job and nodes, by name. */
export const listStaff = async (db: Executor, filter: StaffFilter) => {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.departmentId')
    .leftJoin('jobs as j', 'j.id', 'u.jobId')
    .select((eb) => [
      'u.id',
      'u.realname as name',
      eb.fn.coalesce('d.name', sql.lit('')).as('department'),
      eb.fn.coalesce('j.name', sql.lit('')).as('job'),
      sql<string[]>`coalesce((select array_agg(n.node order by n.node) from user_nodes n where n.user_id = u.id), '{}')`.as('nodes'),
      sql<string[]>`coalesce((select array_agg(r.role order by r.role) from user_roles r where r.user_id = u.id), '{}')`.as('roles'),
    ])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles as r')
          .select('r.userId')
          .whereRef('r.userId', '=', 'u.id')
          .where('r.role', 'in', filter.role ? [filter.role] : ['admin', 'examiner']),
      ),
    )
    .$if(filter.id !== undefined, (q) => q.where('u.id', '=', filter.id!))
    .$if(filter.department !== undefined, (q) => q.where('d.name', '=', filter.department!))
    .$if(filter.node !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(eb.selectFrom('userNodes as n').select('n.userId').whereRef('n.userId', '=', 'u.id').where('n.node', '=', filter.node!)),
      ),
    )
    .orderBy('u.id')
    .execute();
  return rows;
};

export const findStaffNames = (db: Executor, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'realname']).where('id', 'in', ids).execute();

/** How many applications in review each of these examiners is assigned in a centre (served by the partial assignee indexes). */
export const countAssigned = (db: Executor, column: AssigneeColumn, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('applies')
        .select((eb) => [`${column} as examinerId` as const, eb.fn.countAll<string>().as('n')])
        .where(column, 'in', ids)
        .where('status', '=', APPLY_STATUS.inReview)
        .groupBy(column)
        .execute();

/**
 * Each examiner's load in one statement (the chief's distribution dialog): the applications in review waiting on
 * them at their centre's assigned stages, how many of those are overdue, and the average working time of the stage
 * visits they ended. Served by the partial assignee indexes (0002) and flow_records_stage_time_idx (0030).
 */
export const examinerLoads = (db: Executor, column: AssigneeColumn, stages: readonly Stage[], ids: readonly number[], now: Date) =>
  ids.length === 0 || stages.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users as u')
        .select((eb) => {
          const waiting = eb
            .selectFrom('applies as a')
            .where(sql.ref(`a.${column}`), '=', sql.ref('u.id'))
            .where('a.status', '=', APPLY_STATUS.inReview)
            .where('a.stage', 'in', stages);
          return [
            'u.id',
            waiting.select((w) => w.fn.countAll<string>().as('n')).as('open'),
            waiting.select((w) => w.fn.countAll<string>().as('n')).where('a.clockOverdueAt', '<=', now).as('overdue'),
            eb
              .selectFrom('flowRecords as f')
              .select((f) => f.fn.avg<string | null>('f.clockSpentS').as('s'))
              .whereRef('f.actorId', '=', 'u.id')
              .where('f.clockSpentS', 'is not', null)
              .as('averageS'),
          ];
        })
        .where('u.id', 'in', ids)
        .execute();
