import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type {
  TApply,
  TApplyDetail,
  TApplyRef,
  TAttachment,
  TCreateApplyRequest,
  TFilteExecutivesRequest,
  TGetAllApplyQuery,
  TRemoveApplyRequest,
  TSaveSectionRequest,
  TSectionView,
  TUploadAttachmentFields,
  TVersionSummary,
} from '@ftown/domain/applications/api/apply.schemas';
import { acceptsAttachment, attachmentOf, missingAttachments } from '@ftown/domain/applications/attachments';
import type { ApplicationData, Row, SectionKey } from '@ftown/domain/applications/form-model';
import { rowsOf } from '@ftown/domain/applications/rule-helpers';
import { APPLY_STATUS, APPLY_STATUS_LABELS, isEditableByApplicant, type ApplyStatus } from '@ftown/domain/applications/status';
import { typeOf, type ApplyType } from '@ftown/domain/applications/types';
import { storedWarningsOf, validateApplication, validateSection, type FieldErrors } from '@ftown/domain/applications/validate';
import { todayCst } from '@ftown/domain/formats/date-time';
import { isAllowed } from '@ftown/domain/auth/access';
import { mayOpenQueue, queueOf } from '@ftown/domain/review/queues';
import { reviewStateOf } from '@ftown/domain/review/review-state';
import { submission } from '@ftown/domain/review/transition';
import type { TCorrectionReplyRequest, TCorrectionRound, TOwnApplyRequest } from '@ftown/domain/review/api/corrections.schemas';
import { AppError } from '../app-error.ts';
import { auditActorOf, recordAudit } from '../audit/audit-log.ts';
import { actorOf, isStaff, viewerOf } from '../auth/actors.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { AttachmentRef, DB } from '../db/schema.ts';
import * as repo from '../workflow/applies.repository.ts';
import { toApply } from '../workflow/apply-view.ts';
import { renameOnMoveOf } from '../workflow/flow.repository.ts';
import type { Publisher } from '../workflow/message-writer.ts';
import { decide, type WorkflowWriter } from '../workflow/workflow-writer.ts';
import { assertCorrectionsAllow, assertCorrectionsAnswered, correctionRoundOf } from '../workflow/corrections.ts';
import { findLatestRound, setMoreAsked, setReply, type RoundRow } from '../workflow/corrections.repository.ts';
import type { ListCache } from './list-cache.ts';
import { cleanFileName } from '../files/file-names.ts';
import { attachOrDiscard, blobStream, storeUpload } from '../files/attachment-store.ts';
import { applyPdf } from '../workflow/apply-pdf.ts';

export const APPLICATION_MESSAGES = {
  notFound: '申请不存在或您无权查看',
  attachmentNotFound: '附件不存在或您无权查看',
  staffCannotEdit: '工作人员不能修改申请人的申请材料',
  notEditable: (status: ApplyStatus) => `申请当前状态为“${APPLY_STATUS_LABELS[status]}”，不能修改，请刷新后重试`,
  notSubmittable: (status: ApplyStatus) => `申请当前状态为“${APPLY_STATUS_LABELS[status]}”，不能提交，请刷新后重试`,
  notRemovable: (status: ApplyStatus) => `申请当前状态为“${APPLY_STATUS_LABELS[status]}”，不能删除，请刷新后重试`,
  staffRemoveWithdrawnOnly: '工作人员只能由待受理岗删除已撤回的申请',
  needJob: '请选择审核队列',
  applicantNoQueue: '申请人不能查看审核队列',
  companyOnly: '请以企业身份登录后再为本企业发起申请',
  incomplete: '申请材料尚未填写完整，请根据提示补充后再提交',
  missingAttachment: (label: string) => `请上传${label}`,
  attachmentNotForType: '该申请类型不需要此附件',
  noVersion: (version: number) => `申请没有第${version}版`,
  noCorrection: '退回事项不存在',
} as const;

/** Applicants see up to this many applications by mobile; a person acts for a handful of enterprises. */
const BY_MOBILE_LIMIT = 100;
/** Checks a submission may make before giving up with 409, each one undone by a draft change committed after it. */
const SUBMIT_ATTEMPTS = 3;

export type ApplicationsServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  maxAttachmentBytes: number;
  /** Carries a draft's messages and queue change to the live streams, on commit. */
  notify: Publisher;
  /** The one writer of workflow steps: a submission and a resubmission are written by it. */
  workflow: WorkflowWriter;
  /** The pages of getAllApply, kept until the database announces a change. */
  lists: ListCache;
  /** Refreshes the cached sessions of these users (their enterprises changed). */
  evictUsers(userIds: number[]): Promise<void>;
};

export type ApplicationsService = ReturnType<typeof createApplicationsService>;

const toAttachment = (a: {
  id: number;
  applyId: number;
  section: string;
  key: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  createdAt: Date;
}): TAttachment => ({ ...a, section: a.section as TAttachment['section'], createdAt: a.createdAt.toISOString() });

const toRef = (a: TAttachment): AttachmentRef => ({
  id: a.id,
  section: a.section,
  key: a.key,
  name: a.name,
  size: a.size,
  mime: a.mime,
  sha256: a.sha256,
  createdAt: a.createdAt,
});

const typeOfRecord = (r: repo.ApplyRecord): ApplyType => typeOf(r.category, r.companyType, r.relocate);

const badInput = (errors: FieldErrors, message?: string) =>
  new AppError('badInput', message ?? Object.values(errors)[0], { fields: errors });

export const createApplicationsService = (deps: ApplicationsServiceDeps) => {
  const { db, clock } = deps;
  const today = () => todayCst(clock.now().getTime());

  const load = async (ex: Kysely<DB> | Transaction<DB>, locator: repo.ApplyLocator, user: AuthUser, forUpdate = false) => {
    const record = await repo.findApply(ex, locator, viewerOf(user), forUpdate);
    if (!record) throw new AppError('notFound', APPLICATION_MESSAGES.notFound);
    return record;
  };

  /**
   * The application a write names, owned by the caller. Staff may see it but not change the applicant's
   * material (403); anyone else learns nothing (404).
   */
  const loadOwn = async (ex: Kysely<DB> | Transaction<DB>, locator: repo.ApplyLocator, user: AuthUser, forUpdate = false) => {
    const own = await repo.findApply(ex, locator, { userId: user.id, staff: false }, forUpdate);
    return own ?? refuseNotOwn(ex, locator, user);
  };

  /** loadOwn with the live drafts, read in the same statement. */
  const loadOwnWithDraft = async (locator: repo.ApplyLocator, user: AuthUser) =>
    (await repo.findApplyWithDraft(db, locator, { userId: user.id, staff: false })) ?? refuseNotOwn(db, locator, user);

  const refuseNotOwn = async (ex: Kysely<DB> | Transaction<DB>, locator: repo.ApplyLocator, user: AuthUser): Promise<never> => {
    if (isStaff(user) && (await repo.findApply(ex, locator, { userId: user.id, staff: true }))) {
      throw new AppError('forbidden', APPLICATION_MESSAGES.staffCannotEdit);
    }
    throw new AppError('notFound', APPLICATION_MESSAGES.notFound);
  };

  const assertEditable = (record: repo.ApplyRecord) => {
    if (!isEditableByApplicant(record.status)) throw new AppError('conflict', APPLICATION_MESSAGES.notEditable(record.status));
  };

  const draftView = ({ sections, attachments }: repo.Draft) => ({
    sections: sections as Partial<Record<SectionKey, Row>>,
    attachments: attachments as TAttachment[],
  });

  /** The sections at a version: the live drafts at 0, the frozen submission otherwise. */
  const sectionsAt = async (ex: Kysely<DB> | Transaction<DB>, record: repo.ApplyRecord, version: number) => {
    if (version === 0) return draftView(await repo.findDraft(ex, record.id));
    const frozen = await repo.findVersion(ex, record.id, version);
    if (!frozen) throw new AppError('notFound', APPLICATION_MESSAGES.noVersion(version));
    const attachments = frozen.attachments.map((a) => ({ ...a, applyId: record.id }) as TAttachment);
    return { sections: frozen.sections as Partial<Record<SectionKey, Row>>, attachments };
  };

  /**
   * Everything a submission checks, read without a lock: the drafts as of the application's lockVersion, which
   * every draft and attachment change raises in its own transaction (touchApply). freeze() writes only if it is
   * still that version, so the validation never holds the row lock, nor PGlite's one session.
   */
  const checkSubmission = async (user: AuthUser, ref: TApplyRef) => {
    const { record, draft } = await loadOwnWithDraft(ref, user);
    if (!isEditableByApplicant(record.status)) {
      throw new AppError('conflict', APPLICATION_MESSAGES.notSubmittable(record.status));
    }
    const type = typeOfRecord(record);
    const { sections, attachments } = draftView(draft);
    const checked = validateApplication(type, sections, { today: today() });
    const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const data: ApplicationData = checked.ok ? checked.data : sections;
    for (const def of missingAttachments(type, data, new Set(attachments.map((a) => a.key)))) {
      errors[`attachments.${def.key}`] = APPLICATION_MESSAGES.missingAttachment(def.label);
    }
    if (Object.keys(errors).length > 0) throw badInput(errors, APPLICATION_MESSAGES.incomplete);
    await assertCorrectionsAnswered(db, record);
    // The workflow decides what the submission does: a draft waits for intake, a returned application resumes
    // review where it was returned, if the applicant may resubmit it. Its facts come from the drafts just read.
    const state = reviewStateOf(record, renameOnMoveOf(sections.relocation));
    const { action, next } = submission(state);
    if (action === 'resubmit') decide(action, state, actorOf(user));
    return { record, data, attachments, action, next };
  };

  /**
   * Writes a checked submission if nothing changed since its check: the application as submitted, or null if
   * something did (the transaction is undone).
   */
  const freeze = async (user: AuthUser, { record, data, attachments, action, next }: Awaited<ReturnType<typeof checkSubmission>>, now: Date) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const version = repo.versionInsert(trx, {
          applyId: record.id,
          version: next.version,
          sections: data,
          attachments: attachments.map(toRef),
          submittedBy: user.id,
          submittedAt: now,
        });
        return deps.workflow.record(trx, { record, actor: user, action, next, at: now, set: { submittedAt: now }, writes: [version] });
      });
    } catch (error) {
      if (error instanceof AppError && error.codeName === 'conflict') return null;
      throw error;
    }
  };

  /**
   * A write to the items of the return that sent the application back, under the application's row lock; it
   * raises the lock version like a draft change, so a submission checked before it is checked again.
   */
  const correctionWrite = async (
    user: AuthUser,
    ref: TOwnApplyRequest,
    write: (trx: Transaction<DB>, round: RoundRow) => Promise<unknown>,
  ): Promise<TCorrectionRound | null> => {
    const record = await db.transaction().execute(async (trx) => {
      const own = await loadOwn(trx, ref, user, true);
      if (own.status !== APPLY_STATUS.returned) throw new AppError('conflict', APPLICATION_MESSAGES.notEditable(own.status));
      const round = await findLatestRound(trx, own.id, true);
      if (!round || round.action !== 'return' || round.version !== own.version) throw new AppError('notFound', APPLICATION_MESSAGES.noCorrection);
      await write(trx, round);
      await repo.touchApply(trx, own.id, clock.now());
      return own;
    });
    return correctionRoundOf(db, record, () => false);
  };

  const detail = async (record: repo.ApplyRecord, version: number): Promise<TApplyDetail> =>
    detailOf(record, version, await sectionsAt(db, record, version));

  const detailOf = (record: repo.ApplyRecord, version: number, { sections, attachments }: Awaited<ReturnType<typeof sectionsAt>>): TApplyDetail => ({
    apply: toApply(record),
    version,
    sections,
    attachments,
    warnings: storedWarningsOf(typeOfRecord(record), sections, { today: today() }),
  });

  const sectionView = async (record: repo.ApplyRecord, version: number, section: SectionKey): Promise<TSectionView> => {
    const { sections } = await sectionsAt(db, record, version);
    return { id: record.id, unicodes: record.unicodes, version, section, data: sections[section] ?? null };
  };

  return {
    /** Applicants get their own applications (for their own mobile only); staff any person's. */
    async selectAllByMobile(user: AuthUser, mobile: string): Promise<TApply[]> {
      if (isStaff(user)) return (await repo.listAppliesByMobile(db, mobile, BY_MOBILE_LIMIT)).map(toApply);
      if (user.phone !== mobile) throw new AppError('notFound', APPLICATION_MESSAGES.notFound);
      const { items } = await repo.listOwnApplies(db, user.id, { offset: 0, limit: BY_MOBILE_LIMIT });
      return items.map(toApply);
    },

    async getAllApply(user: AuthUser, query: TGetAllApplyQuery) {
      const page = { offset: (query.page - 1) * query.size, limit: query.size, search: query.searchData };
      const pageKey = `${page.offset}|${page.limit}|${page.search ?? ''}`;
      const toPage = ({ total, items }: Awaited<ReturnType<typeof repo.listQueue>>) => ({ total, items: items.map(toApply) });
      if (!isStaff(user)) {
        if (query.job !== undefined) throw new AppError('forbidden', APPLICATION_MESSAGES.applicantNoQueue);
        return deps.lists.get({ uid: user.id }, pageKey, async () => toPage(await repo.listOwnApplies(db, user.id, page)));
      }
      if (query.job === undefined) throw badInput({ job: APPLICATION_MESSAGES.needJob });
      const actor = actorOf(user);
      if (!mayOpenQueue(query.job, actor)) throw new AppError('forbidden');
      // Keyed by what the queue selects, not by who asks: everyone with the same view shares the page. A level
      // filter depends on the time too: its pages are kept for the minute they were read in.
      const filter = queueOf(query.job, actor);
      const now = clock.now();
      const view = { level: query.clockLevel, byRemaining: query.sort === 'remaining', now };
      const clockKey = `${query.sort ?? ''}|${query.clockLevel === undefined ? '' : `${query.clockLevel}@${Math.floor(now.getTime() / 60_000)}`}`;
      const key = `${JSON.stringify(filter)}|${pageKey}|${clockKey}`;
      if ((page.search ?? '') === '' && view.level === undefined) {
        // A whole queue: its page outlives changes that leave it as it was, and its total is kept by the cache.
        const order = view.byRemaining ? 'remaining' : 'arrival';
        return deps.lists.getQueuePage({ filter, order, offset: page.offset, limit: page.limit }, key, async (count) => {
          const { items, snapshot, total } = await repo.readQueuePage(db, filter, page, order, count);
          const last = items.at(-1);
          return { items: items.map(toApply), snapshot, total, last: last === undefined ? null : repo.queueKey(order, repo.placeOf(last)) };
        });
      }
      return deps.lists.get({ status: filter.status, stage: filter.stage }, key, async () => toPage(await repo.listQueue(db, filter, page, view)));
    },

    async read(user: AuthUser, id: number) {
      const found = await repo.findApplyWithDraft(db, { id }, viewerOf(user));
      if (!found) throw new AppError('notFound', APPLICATION_MESSAGES.notFound);
      return detailOf(found.record, 0, draftView(found.draft));
    },

    async getOneApply(user: AuthUser, ref: TApplyRef & { version: number }) {
      return detail(await load(db, ref, user), ref.version);
    },

    /** The printed application (workflow apply-pdf) at a version, for whoever may read it; audited like a download. */
    async exportPdf(user: AuthUser, ref: TApplyRef & { version: number }) {
      const record = await load(db, ref, user);
      const { sections, attachments } = await sectionsAt(db, record, ref.version);
      const submittedAt = ref.version === 0 ? null : ((await repo.findVersion(db, record.id, ref.version))?.submittedAt ?? null);
      const now = clock.now();
      const pdf = await applyPdf(record, { version: ref.version, submittedAt, sections, files: attachments }, now);
      await recordAudit(db, {
        action: 'pdf_export',
        at: now,
        actor: auditActorOf(user),
        target: { type: 'apply', id: record.id },
        detail: { version: ref.version, name: pdf.name, size: pdf.bytes.length },
      });
      return { name: pdf.name, mime: 'application/pdf', size: pdf.bytes.length, body: Buffer.from(pdf.bytes) };
    },

    async getSection(user: AuthUser, ref: TApplyRef & { version: number }, section: SectionKey) {
      return sectionView(await load(db, ref, user), ref.version, section);
    },

    /** The officers holding a directorate or aufsichtsrat post, as asked; every officer when neither is asked. */
    async getFilteExecutives(user: AuthUser, req: TFilteExecutivesRequest): Promise<TSectionView> {
      const view = await sectionView(await load(db, req, user), req.version, 'executives');
      const wanted = (['directorate', 'aufsichtsrat'] as const).filter((post) => req[post] === true);
      if (wanted.length === 0 || view.data === null) return view;
      const rows = rowsOf(view.data).filter((row) =>
        rowsOf({ rows: row.posts }).some((p) => (wanted as readonly unknown[]).includes(p.section)),
      );
      return { ...view, data: { ...view.data, rows } };
    },

    async getArchiveVersions(user: AuthUser, ref: TApplyRef): Promise<TVersionSummary[]> {
      const record = await load(db, ref, user);
      return (await repo.listVersions(db, record.id)).map((v) => ({ ...v, submittedAt: v.submittedAt.toISOString() }));
    },

    async getAttachments(user: AuthUser, ref: TApplyRef & { version: number }, sections: readonly string[]) {
      const record = await load(db, ref, user);
      if (ref.version === 0) return (await repo.listAttachments(db, record.id, sections)).map(toAttachment);
      const { attachments } = await sectionsAt(db, record, ref.version);
      return attachments.filter((a) => sections.includes(a.section));
    },

    /**
     * A new draft. An individual applies for an enterprise yet to be set up (or moving in), so each of their
     * applications gets a new enterprise ENT-<n>; a company login applies for the company it signed in as.
     */
    async createApply(user: AuthUser, body: TCreateApplyRequest): Promise<TApply> {
      const now = clock.now();
      const { id, createdEnterprise } = await db.transaction().execute(async (trx) => {
        let enterpriseId = user.enterpriseId;
        if (enterpriseId === null) enterpriseId = (await repo.insertEnterpriseFor(trx, user.id, '', now)).id;
        else if (!(await repo.actsFor(trx, user.id, enterpriseId))) throw new AppError('forbidden', APPLICATION_MESSAGES.companyOnly);
        const inserted = await repo.insertApply(trx, {
          enterpriseId,
          createdBy: user.id,
          category: body.category,
          companyType: body.companyType,
          relocate: body.relocate,
          stage: null,
          haltedAt: null,
          govExaminerId: null,
          statuteExaminerId: null,
          inquire: null,
          bureau: null,
          examineCompanyNames: null,
          note: null,
          submittedAt: null,
          settledAt: null,
          createdAt: now,
          updatedAt: now,
        });
        return { id: inserted.id, createdEnterprise: user.enterpriseId === null };
      });
      if (createdEnterprise) await deps.evictUsers([user.id]);
      return toApply(await load(db, { id }, user));
    },

    /** Saves one section's draft: formats only, so a half-filled section can be kept and finished later. */
    async saveSection(user: AuthUser, req: TSaveSectionRequest): Promise<TSectionView> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const record = await loadOwn(trx, req, user, true);
        assertEditable(record);
        await assertCorrectionsAllow(trx, record, { section: req.section });
        const result = validateSection(typeOfRecord(record), req.section, req.data, 'draft', { today: today() });
        if (!result.ok) throw badInput(result.errors);
        const data = { ...result.data };
        await repo.upsertSection(trx, { applyId: record.id, section: req.section, data, updatedBy: user.id, updatedAt: now });
        const name = req.section === 'base' && typeof data.name === 'string' ? data.name : undefined;
        await repo.touchApply(trx, record.id, now, name);
        return { id: record.id, unicodes: record.unicodes, version: 0, section: req.section, data };
      });
    },

    /**
     * Freezes the drafts as version N+1 after the full check (every section, the cross-section rules and the
     * required attachments). A first submission waits to be taken up (status 1); a corrected one goes back to
     * the stage that returned it. The conditional update makes a double submission a single version.
     */
    async submitApply(user: AuthUser, ref: TApplyRef): Promise<TApply> {
      const now = clock.now();
      for (let attempt = 1; ; attempt++) {
        const written = await freeze(user, await checkSubmission(user, ref), now);
        // Answered with the row as written: reading it back would cost a query and show no more.
        if (written !== null) return toApply(written);
        // A draft change committed after the check: check the drafts again rather than freeze what was read.
        if (attempt === SUBMIT_ATTEMPTS) throw new AppError('conflict');
      }
    },

    /** The applicant's answer to an item of the return (an empty answer withdraws it); it counts at resubmission. */
    async replyCorrection(user: AuthUser, req: TCorrectionReplyRequest): Promise<TCorrectionRound | null> {
      return correctionWrite(user, req, async (trx, round) => {
        if (!(await setReply(trx, round.flowRecordId, req.item, req.reply, clock.now()))) throw new AppError('notFound', APPLICATION_MESSAGES.noCorrection);
      });
    },

    /** The applicant asks to change more than the named items: recorded once, with when; the whole form opens. */
    async askToChangeMore(user: AuthUser, req: TOwnApplyRequest): Promise<TCorrectionRound | null> {
      return correctionWrite(user, req, (trx, round) => setMoreAsked(trx, round.flowRecordId, user.id, clock.now()));
    },

    /**
     * Takes one file. The caller and the application are checked before a byte is read; the file is streamed into
     * chunks with a byte counter and its first bytes decide its kind; the row that makes it visible is written in a
     * transaction that checks again that the application is still editable.
     */
    async uploadAttachment(user: AuthUser, fields: TUploadAttachmentFields, file: { stream: Readable; filename: string }): Promise<TAttachment> {
      const locator = { id: fields.id, unicodes: fields.unicodes };
      const record = await loadOwn(db, locator, user);
      assertEditable(record);
      if (!acceptsAttachment(typeOfRecord(record), fields.key)) {
        throw badInput({ key: APPLICATION_MESSAGES.attachmentNotForType });
      }
      const now = clock.now();
      const stored = await storeUpload(db, file.stream, deps.maxAttachmentBytes, now);
      const name = cleanFileName(file.filename, `${attachmentOf(fields.key)?.label ?? fields.key}`);
      return attachOrDiscard(db, stored, () =>
        db.transaction().execute(async (trx) => {
          const locked = await loadOwn(trx, locator, user, true);
          assertEditable(locked);
          await assertCorrectionsAllow(trx, locked, { attachmentKey: fields.key });
          const row = await repo.insertAttachment(trx, {
            applyId: record.id,
            section: fields.section,
            key: fields.key,
            name,
            ...stored,
            uploadedBy: user.id,
            createdAt: now,
          });
          await repo.touchApply(trx, record.id, now);
          return toAttachment(row);
        }),
      );
    },

    /**
     * A file and its name, if the caller may see its application: to save (`download`) or to show in the page
     * (`view`, the attachment viewer), which the audit log tells apart.
     */
    async openAttachment(user: AuthUser, id: number, how: 'download' | 'view') {
      const attachment = await repo.findAttachment(db, id);
      if (!attachment || !(await repo.findApply(db, { id: attachment.applyId }, viewerOf(user)))) {
        throw new AppError('notFound', APPLICATION_MESSAGES.attachmentNotFound);
      }
      await recordAudit(db, {
        action: how === 'view' ? 'attachment_view' : 'attachment_download',
        at: clock.now(),
        actor: auditActorOf(user),
        target: { type: 'attachment', id },
        detail: { applyId: attachment.applyId, name: attachment.name, size: attachment.size },
      });
      return { name: attachment.name, mime: attachment.mime, size: attachment.size, body: blobStream(db, attachment.blobId), inline: how === 'view' };
    },

    async removeAttachment(user: AuthUser, id: number) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const attachment = await repo.findAttachment(trx, id);
        if (!attachment || attachment.removedAt !== null) throw new AppError('notFound', APPLICATION_MESSAGES.attachmentNotFound);
        const record = await loadOwn(trx, { id: attachment.applyId }, user, true);
        assertEditable(record);
        await assertCorrectionsAllow(trx, record, { attachmentKey: attachment.key });
        await repo.removeAttachment(trx, { ...attachment, applyId: record.id }, user.id, now);
        await repo.touchApply(trx, record.id, now);
      });
      return { id };
    },

    /**
     * Removes a draft or a withdrawn application with everything it holds. `status` is what the caller saw; the
     * delete is conditional on it, so an application that moved on meanwhile stays. Staff may clear away a
     * withdrawn application; a draft is only its applicant's.
     */
    async removeApply(user: AuthUser, req: TRemoveApplyRequest) {
      return db.transaction().execute(async (trx) => {
        const own = await repo.findApply(trx, req, { userId: user.id, staff: false }, true);
        const record = own ?? (await load(trx, req, user, true));
        if (!own && (req.status !== APPLY_STATUS.withdrawn || !isAllowed({ node: 'examine' }, user) && !user.roles.includes('admin'))) {
          throw new AppError('forbidden', APPLICATION_MESSAGES.staffRemoveWithdrawnOnly);
        }
        if (record.status !== req.status) throw new AppError('conflict', APPLICATION_MESSAGES.notRemovable(record.status));
        if (!(await repo.deleteApplyIf(trx, record.id, req.status))) throw new AppError('conflict');
        return { id: record.id };
      });
    },
  };
};
