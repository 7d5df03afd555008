import { type Expression, type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { APPLY_STATUS, type ApplyStatus } from '@ftown/domain/applications/status';
import type { Category, CompanyType } from '@ftown/domain/applications/types';
import { QUEUED_STATUSES, type QueueTally } from '@ftown/domain/live/notices';
import type { QueueFilter } from '@ftown/domain/review/queues';
import type { ClockLevel } from '@ftown/domain/time-limits/clock';
import type { Viewer } from '../auth/actors.ts';
import { ASSIGNEE_COLUMNS } from '@ftown/domain/review/review-state';
import type { ApplyAttachmentsTable, AttachmentRef, DB, NewApply } from '../db/schema.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { discardBlob } from '../files/attachment-store.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** Columns of an application as services read it, with its enterprise's code and name. */
const APPLY_COLUMNS = [
  'a.id',
  'a.enterpriseId',
  'a.createdBy',
  'a.category',
  'a.companyType',
  'a.relocate',
  'a.name',
  'a.status',
  'a.stage',
  'a.haltedAt',
  'a.version',
  'a.lockVersion',
  'a.govExaminerId',
  'a.statuteExaminerId',
  'a.inquire',
  'a.bureau',
  'a.examineCompanyNames',
  'a.note',
  'a.submittedAt',
  'a.settledAt',
  'a.createdAt',
  'a.updatedAt',
  'a.clockStage',
  'a.clockLimitDays',
  'a.clockSpentS',
  'a.clockStartedAt',
  'a.clockAmberAt',
  'a.clockOverdueAt',
  'e.unicodes',
  'e.name as enterpriseName',
  'e.status as enterpriseStatus',
  'e.creditCode',
  'e.registeredAddress',
  'e.registrationAuthority',
  'e.licenceNo',
  'e.licenceDate',
  'e.settledAt as enterpriseSettledAt',
] as const;

const withEnterprise = (query: AppliesQuery) => query.innerJoin('enterprises as e', 'e.id', 'a.enterpriseId').select(APPLY_COLUMNS);
/** Filters stay on applies alone, so counting a list never joins the enterprises. */
const fromApplies = (db: Executor) => db.selectFrom('applies as a');
type AppliesQuery = ReturnType<typeof fromApplies>;
const applies = (db: Executor) => withEnterprise(fromApplies(db));

export type ApplyRecord = Awaited<ReturnType<ReturnType<typeof applies>['executeTakeFirstOrThrow']>>;

export type ApplyLocator = {
  id?: number | undefined;
  /** When given, the application must belong to this enterprise. */
  unicodes?: string | undefined;
  category?: Category | undefined;
  companyType?: CompanyType | undefined;
  relocate?: boolean | undefined;
};

/**
 * A locator and a viewer as one flat set of arguments, each only where the query uses it (compiledOnce): the
 * type keys when there is no id (the web sends them beside one too), the user when the viewer is no staff.
 */
const scopeOf = (locator: ApplyLocator, viewer: Viewer, forUpdate: boolean) => {
  const byType = locator.id === undefined;
  return {
    id: locator.id,
    unicodes: locator.unicodes,
    category: byType ? locator.category : undefined,
    companyType: byType ? locator.companyType : undefined,
    relocate: byType ? locator.relocate : undefined,
    userId: viewer.staff ? undefined : viewer.userId,
    staff: viewer.staff,
    forUpdate,
  };
};
type Scope = ReturnType<typeof scopeOf>;
const SCOPE_SHAPE = ['staff', 'forUpdate'] as const;

/** The query of findApply and findApplyWithDraft. */
const scopedApply = (db: Executor, scope: Scope) => {
  let query = applies(db);
  if (scope.unicodes !== undefined) query = query.where('e.unicodes', '=', scope.unicodes);
  if (scope.id !== undefined) query = query.where('a.id', '=', scope.id);
  else {
    query = query
      .$if(scope.category !== undefined, (q) => q.where('a.category', '=', scope.category!))
      .$if(scope.companyType !== undefined, (q) => q.where('a.companyType', '=', scope.companyType!))
      .$if(scope.relocate !== undefined, (q) => q.where('a.relocate', '=', scope.relocate!))
      .orderBy('a.id', 'desc')
      .limit(1);
  }
  if (scope.forUpdate) query = query.forUpdate('a');
  // Drafts are the applicant's own until submitted.
  if (scope.staff) return query.where('a.status', '<>', APPLY_STATUS.draft);
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('userEnterprises as ue')
        .select('ue.userId')
        .whereRef('ue.enterpriseId', '=', 'a.enterpriseId')
        .where('ue.userId', '=', scope.userId!),
    ),
  );
};

const findScoped = compiledOnce(SCOPE_SHAPE, scopedApply);

/**
 * The application a call names, scoped to the caller: undefined when it does not exist or the caller may not
 * see it (both answer 404, so nobody learns which ids exist). Without an id, the enterprise's latest application
 * of the keyed type (the schemas require an id or a type). `forUpdate` locks the row for the transaction.
 */
export const findApply = async (db: Executor, locator: ApplyLocator, viewer: Viewer, forUpdate = false) =>
  (await findScoped(db, scopeOf(locator, viewer, forUpdate)))[0];

const findScopedWithDraft = compiledOnce(SCOPE_SHAPE, (db: Executor, scope: Scope) =>
  scopedApply(db, scope).select((eb) => [
    draftSections(db, eb.ref('a.id')).as('draftSections'),
    draftFiles(db, eb.ref('a.id')).as('draftAttachments'),
  ]),
);

/**
 * findApply with the live drafts read in the same statement (issue 15): a read of version 0 and a submission's
 * check each need both, and a statement less is a round trip and a query build less on every call.
 */
export const findApplyWithDraft = async (db: Executor, locator: ApplyLocator, viewer: Viewer) => {
  const [row] = await findScopedWithDraft(db, scopeOf(locator, viewer, false));
  if (row === undefined) return undefined;
  const { draftSections: sections, draftAttachments: files, ...record } = row;
  return { record, draft: { sections: sections ?? {}, attachments: wireFiles(files ?? []) } };
};

/** Whether the user acts for this enterprise. */
export const actsFor = async (db: Executor, userId: number, enterpriseId: number) =>
  (await db
    .selectFrom('userEnterprises')
    .select('userId')
    .where('userId', '=', userId)
    .where('enterpriseId', '=', enterpriseId)
    .executeTakeFirst()) !== undefined;

export const findEnterpriseByUnicodes = (db: Executor, unicodes: string) =>
  db.selectFrom('enterprises').select(['id', 'name', 'creditCode']).where('unicodes', '=', unicodes).executeTakeFirst();

/** A new enterprise ENT-<n> for an individual's application, linked to that user. */
export const insertEnterpriseFor = async (trx: Transaction<DB>, userId: number, name: string, now: Date) => {
  const enterprise = await trx
    .insertInto('enterprises')
    .values({ unicodes: sql<string>`'ENT-' || nextval('enterprise_unicodes_seq')`, name, createdAt: now })
    .returning(['id', 'unicodes'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('userEnterprises').values({ userId, enterpriseId: enterprise.id }).execute();
  return enterprise;
};

export const insertApply = (trx: Transaction<DB>, values: NewApply) =>
  trx.insertInto('applies').values(values).returning('id').executeTakeFirstOrThrow();

export type ListPage = { offset: number; limit: number; search?: string | undefined };

/** A queue's view of its stage clocks (issue 14): only one level at `now`, and least remaining time first. */
export type ClockView = { level?: ClockLevel | undefined; byRemaining: boolean; now: Date };

/**
 * The rows whose clock stands at `level` at `now`. A running clock is judged by its stored instants (an index
 * range), a paused one (returned, withdrawn) by its banked time against its limit; rows without a clock have no level.
 */
const atLevel = (query: AppliesQuery, level: ClockLevel, now: Date): AppliesQuery =>
  query.where((eb) => {
    const limitS = sql<number>`a.clock_limit_days * 86400`;
    const running = eb('a.clockStartedAt', 'is not', null);
    const paused = eb.and([eb('a.clockStartedAt', 'is', null), eb('a.clockStage', 'is not', null)]);
    const pausedAmber = sql<boolean>`a.clock_spent_s * 5 >= ${limitS} * 4`;
    const pausedOver = sql<boolean>`a.clock_spent_s >= ${limitS}`;
    if (level === 'overdue') return eb.or([eb.and([running, eb('a.clockOverdueAt', '<=', now)]), eb.and([paused, pausedOver])]);
    if (level === 'amber')
      return eb.or([
        eb.and([running, eb('a.clockAmberAt', '<=', now), eb('a.clockOverdueAt', '>', now)]),
        eb.and([paused, pausedAmber, eb.not(pausedOver)]),
      ]);
    return eb.or([eb.and([running, eb('a.clockAmberAt', '>', now)]), eb.and([paused, eb.not(pausedAmber)])]);
  });

/** Matches the proposed name anywhere, or the enterprise code exactly. */
const searched = (query: AppliesQuery, search: string | undefined): AppliesQuery =>
  search === undefined || search === ''
    ? query
    : query.where((eb) =>
        eb.or([
          eb('a.name', 'ilike', `%${escapeLike(search)}%`),
          eb('a.enterpriseId', 'in', eb.selectFrom('enterprises').select('id').where('unicodes', '=', search)),
        ]),
      );

type ListOrder = 'latestChange' | QueueOrder;
/** The orders of a queue: arrival (oldest submission first) or least remaining time first. */
export type QueueOrder = 'arrival' | 'remaining';

const ordered = (query: AppliesQuery, order: ListOrder) => {
  const rows = withEnterprise(query);
  // Least remaining first: a running clock's overdue instant orders it (applies_clock_queue_idx), a paused
  // one's unspent time; a queue holds one kind or the other.
  return order === 'latestChange'
    ? rows.orderBy('a.updatedAt', 'desc').orderBy('a.id', 'desc')
    : order === 'remaining'
      ? rows
          .orderBy(sql`a.clock_overdue_at asc nulls last`)
          .orderBy(sql`a.clock_limit_days * 86400 - a.clock_spent_s`)
          .orderBy('a.id', 'asc')
      : rows.orderBy('a.submittedAt', 'asc').orderBy('a.id', 'asc');
};

/** Where a row stands in a queue order, as compared by the list cache: ms instants, seconds, id; null sorts last. */
export type QueueKey = readonly (number | null)[];
/** What places a row in the queue orders (from a row read here, or from the `lists` signal of migration 0037). */
export type QueuePlace = { id: number; submittedMs: number | null; overdueMs: number | null; remainingS: number | null };

/** The key of `place` in `order`, component by component as the ORDER BY above sorts. */
export const queueKey = (order: QueueOrder, p: QueuePlace): QueueKey =>
  order === 'arrival' ? [p.submittedMs, p.id] : [p.overdueMs, p.remainingS, p.id];

/** The place of a row as read here (timestamps as Date, to the ms). */
export const placeOf = (r: ApplyRecord): QueuePlace => ({
  id: r.id,
  submittedMs: r.submittedAt?.getTime() ?? null,
  overdueMs: r.clockOverdueAt?.getTime() ?? null,
  remainingS: r.clockLimitDays === null || r.clockSpentS === null ? null : r.clockLimitDays * 86400 - r.clockSpentS,
});

const pageOf = async (query: AppliesQuery, page: ListPage, order: ListOrder) => {
  const [items, count] = await Promise.all([
    ordered(query, order).limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items };
};

/** The snapshot a statement reads in (`xmin:xmax:xip,…`), to tell later which changes it already saw. */
const snapshot = sql<string>`pg_current_snapshot()::text`.as('snapshot');

/** The applications of the enterprises a user acts for, latest change first. */
export const listOwnApplies = (db: Executor, userId: number, page: ListPage) =>
  pageOf(
    searched(
      fromApplies(db).where('a.enterpriseId', 'in', (eb) =>
        eb.selectFrom('userEnterprises as ue').select('ue.enterpriseId').where('ue.userId', '=', userId),
      ),
      page.search,
    ),
    page,
    'latestChange',
  );

/** The rows of one staff queue (domain queueOf): its status, its stage, and the assignee where the caller sees only their own. */
const queueRows = (db: Executor, filter: QueueFilter, clock?: ClockView) => {
  let query = fromApplies(db).where('a.status', '=', filter.status);
  if (clock?.level !== undefined) query = atLevel(query, clock.level, clock.now);
  // A list queue takes a status whatever the stage (applies_status_queue_idx), a stage queue one stage (applies_queue_idx).
  if (filter.stage !== null) query = query.where('a.stage', '=', filter.stage);
  if (filter.assignee) query = query.where(`a.${ASSIGNEE_COLUMNS[filter.assignee.centre]}`, '=', filter.assignee.uid);
  return query;
};

/** One page of a staff queue, searched or at a clock level; oldest submission first unless asked by remaining time. */
export const listQueue = (db: Executor, filter: QueueFilter, page: ListPage, clock?: ClockView) =>
  pageOf(searched(queueRows(db, filter, clock), page.search), page, clock?.byRemaining === true ? 'remaining' : 'arrival');

/**
 * One page of a whole staff queue as the list cache keeps it: its rows and the snapshot they were read in, and
 * its count with that count's snapshot only when asked (the cache keeps a queue's total up to date itself).
 */
export const readQueuePage = async (db: Executor, filter: QueueFilter, page: Omit<ListPage, 'search'>, order: QueueOrder, count: boolean) => {
  const query = queueRows(db, filter);
  const [rows, counted] = await Promise.all([
    ordered(query, order).select(snapshot).limit(page.limit).offset(page.offset).execute(),
    count ? query.select((eb) => [eb.fn.countAll<string>().as('n'), snapshot]).executeTakeFirstOrThrow() : undefined,
  ]);
  return {
    items: rows.map(({ snapshot: _snapshot, ...row }) => row),
    snapshot: rows[0]?.snapshot ?? null,
    total: counted && { n: Number(counted.n), snapshot: counted.snapshot },
  };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The applications of the enterprises the user with this mobile acts for (at most `limit`). */
export const listAppliesByMobile = (db: Executor, mobile: string, limit: number) =>
  applies(db)
    .where('a.enterpriseId', 'in', (eb) =>
      eb
        .selectFrom('userEnterprises as ue')
        .innerJoin('users as u', 'u.id', 'ue.userId')
        .select('ue.enterpriseId')
        .where('u.mobile', '=', mobile),
    )
    .orderBy('a.updatedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/* ----- sections and versions ----- */

export const findSections = (db: Executor, applyId: number) =>
  db.selectFrom('applySections').select(['section', 'data']).where('applyId', '=', applyId).execute();

/** A current file of a draft as its reads show it; `createdAt` in ISO 8601 (UTC, milliseconds) as the wire has it. */
export type DraftFile = { id: number; applyId: number; section: string; key: string; name: string; size: number; mime: string; sha256: string; createdAt: string };

/** A draft's sections' data by key, as a scalar subquery (typed nullable by Kysely; coalesce makes it never null). */
const draftSections = (db: Executor, applyId: Expression<number> | number) =>
  db
    .selectFrom('applySections')
    .select(sql<Partial<Record<SectionKey, Record<string, unknown>>>>`coalesce(jsonb_object_agg(section, data), '{}'::jsonb)`.as('all'))
    .where('applyId', '=', applyId);

// `createdAt` leaves as jsonb's own rendering of the timestamp (ISO 8601 in the session's zone) and is put in
// the wire's form by wireFiles: to_char(... at time zone 'UTC') looked the zone up for every file, 2 of PGlite's 3 ms.
const draftFiles = (db: Executor, applyId: Expression<number> | number) =>
  db
    .selectFrom('applyAttachments')
    .select(
      sql<DraftFile[]>`coalesce(jsonb_agg(jsonb_build_object(
        'id', id, 'applyId', apply_id, 'section', section, 'key', key, 'name', name, 'size', size, 'mime', mime, 'sha256', sha256,
        'createdAt', created_at
      ) order by section, id), '[]'::jsonb)`.as('all'),
    )
    .where('applyId', '=', applyId)
    .where('removedAt', 'is', null);

const wireFiles = (files: readonly DraftFile[]) => files.map((f) => ({ ...f, createdAt: new Date(f.createdAt).toISOString() }));

export type Draft = { sections: Partial<Record<SectionKey, Record<string, unknown>>>; attachments: DraftFile[] };

/**
 * A draft in one statement (issue 15: a submission checks it and a read shows it, each with one query less):
 * its sections' data by key, and its current files in the order listAttachments gives.
 */
export const findDraft = async (db: Executor, applyId: number): Promise<Draft> => {
  const draft = await db.selectNoFrom([draftSections(db, applyId).as('sections'), draftFiles(db, applyId).as('attachments')]).executeTakeFirstOrThrow();
  return { sections: draft.sections ?? {}, attachments: wireFiles(draft.attachments ?? []) };
};

export const upsertSection = (
  trx: Transaction<DB>,
  values: { applyId: number; section: SectionKey; data: Record<string, unknown>; updatedBy: number; updatedAt: Date },
) =>
  trx
    .insertInto('applySections')
    .values({ ...values, data: JSON.stringify(values.data) })
    .onConflict((oc) =>
      oc.columns(['applyId', 'section']).doUpdateSet({
        data: JSON.stringify(values.data),
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      }),
    )
    .execute();

/**
 * Touches the application after a draft change; `name` follows base.name. A draft change is a change of what a
 * submission would freeze, so it moves the lock version too: a transition that read the row before it no longer
 * matches and answers 409.
 */
export const touchApply = (trx: Transaction<DB>, id: number, now: Date, name?: string) =>
  trx
    .updateTable('applies')
    .set((eb) => ({ updatedAt: now, lockVersion: eb('lockVersion', '+', 1), ...(name !== undefined ? { name } : {}) }))
    .where('id', '=', id)
    .execute();

export const findVersion = (db: Executor, applyId: number, version: number) =>
  db
    .selectFrom('applyVersions')
    .select(['sections', 'attachments', 'submittedAt'])
    .where('applyId', '=', applyId)
    .where('version', '=', version)
    .executeTakeFirst();

export const listVersions = (db: Executor, applyId: number) =>
  db
    .selectFrom('applyVersions')
    .select(['version', 'submittedAt', 'submittedBy'])
    .where('applyId', '=', applyId)
    .orderBy('version', 'desc')
    .execute();

/** A submission's frozen version, built and not run: the submission's step writes it with its own rows. */
export const versionInsert = (
  trx: Transaction<DB>,
  values: {
    applyId: number;
    version: number;
    sections: Partial<Record<SectionKey, Record<string, unknown>>>;
    attachments: AttachmentRef[];
    submittedBy: number;
    submittedAt: Date;
  },
) =>
  trx
    .insertInto('applyVersions')
    .values({ ...values, sections: JSON.stringify(values.sections), attachments: JSON.stringify(values.attachments) });

/** Deletes the application if it is still in the status the caller saw; sections, versions and files go with it. */
export const deleteApplyIf = async (trx: Transaction<DB>, id: number, status: ApplyStatus) => {
  const blobs = await trx.selectFrom('applyAttachments').select('blobId').where('applyId', '=', id).execute();
  const deleted = await trx.deleteFrom('applies').where('id', '=', id).where('status', '=', status).returning('id').executeTakeFirst();
  // The attachment rows go by cascade; their bytes hang from the rows' side of the key, so they go here.
  if (deleted && blobs.length > 0) await trx.deleteFrom('attachmentBlobs').where('id', 'in', blobs.map((b) => b.blobId)).execute();
  return deleted;
};

/* ----- attachments ----- */

const ATTACHMENT_COLUMNS = ['id', 'applyId', 'section', 'key', 'name', 'size', 'mime', 'sha256', 'createdAt'] as const;

type FileFacts = { id: number; applyId: number; section: string; key: string; name: string; size: number; sha256: string };

/** The timeline's record of a file change (0034), in the change's transaction. */
const recordFileEvent = (trx: Transaction<DB>, change: 'upload' | 'remove', file: FileFacts, actorId: number, at: Date) =>
  trx
    .insertInto('attachmentEvents')
    .values({ applyId: file.applyId, attachmentId: file.id, change, section: file.section, key: file.key, name: file.name, size: file.size, sha256: file.sha256, actorId, createdAt: at })
    .execute();

/** The one place a file is attached to an application (the applicant's upload, a stage's scan, the demo seed). */
export const insertAttachment = async (trx: Transaction<DB>, values: Insertable<ApplyAttachmentsTable>) => {
  const row = await trx.insertInto('applyAttachments').values(values).returning(ATTACHMENT_COLUMNS).executeTakeFirstOrThrow();
  await recordFileEvent(trx, 'upload', row, values.uploadedBy, row.createdAt);
  return row;
};

/** The files currently attached (not removed), optionally of some sections, in upload order. */
export const listAttachments = (db: Executor, applyId: number, sections?: readonly string[]) =>
  db
    .selectFrom('applyAttachments')
    .select(ATTACHMENT_COLUMNS)
    .where('applyId', '=', applyId)
    .where('removedAt', 'is', null)
    .$if(sections !== undefined, (q) => q.where('section', 'in', sections!))
    .orderBy('section')
    .orderBy('id')
    .execute();

export const findAttachment = (db: Executor, id: number) =>
  db.selectFrom('applyAttachments').select([...ATTACHMENT_COLUMNS, 'removedAt', 'blobId']).where('id', '=', id).executeTakeFirst();

/**
 * Takes a file off the draft. A file a frozen version refers to stays (marked removed) so that version keeps
 * its evidence; any other file is deleted.
 */
export const removeAttachment = async (trx: Transaction<DB>, file: FileFacts, by: number, now: Date) => {
  const { id, applyId } = file;
  await recordFileEvent(trx, 'remove', file, by, now);
  const frozen = await trx
    .selectFrom('applyVersions')
    .select('id')
    .where('applyId', '=', applyId)
    .where(sql<boolean>`attachments @> ${JSON.stringify([{ id }])}::jsonb`)
    .limit(1)
    .executeTakeFirst();
  if (frozen) {
    await trx.updateTable('applyAttachments').set({ removedAt: now }).where('id', '=', id).execute();
    return;
  }
  const removed = await trx.deleteFrom('applyAttachments').where('id', '=', id).returning('blobId').executeTakeFirst();
  if (removed) await discardBlob(trx, removed.blobId);
};

/**
 * Applications waiting in staff queues, grouped by status, stage and both centres' assignees: one count for
 * every user's notices at once, read from applies_live_idx alone (0008).
 */
export const queueTallies = async (db: Kysely<DB>, now: Date): Promise<QueueTally[]> =>
  (
    await db
      .selectFrom('applies')
      .select((eb) => [
        'status',
        'stage',
        'govExaminerId',
        'statuteExaminerId',
        eb.fn.countAll<string>().as('count'),
        eb.fn.countAll<string>().filterWhere('clockOverdueAt', '<=', now).as('overdue'),
      ])
      .where('status', 'in', QUEUED_STATUSES)
      .groupBy(['status', 'stage', 'govExaminerId', 'statuteExaminerId'])
      .execute()
  ).map((r) => ({ ...r, count: Number(r.count), overdue: Number(r.overdue) }));

/** The next instant a running clock becomes overdue after `now`, when the overdue counts change by themselves. */
export const nextOverdueAt = async (db: Kysely<DB>, now: Date): Promise<Date | null> => {
  const row = await db
    .selectFrom('applies')
    .select((eb) => eb.fn.min('clockOverdueAt').as('next'))
    .where('clockStartedAt', 'is not', null)
    .where('clockOverdueAt', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
};
