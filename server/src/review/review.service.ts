import type { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { TApply, TApplyRef, TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { attachmentOf } from '@ftown/domain/applications/attachments';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { isStaff as holdsStaffRole } from '../auth/actors.ts';
import type {
  TAllowedActions,
  TAssignRequest,
  TChangeInfo,
  TCompareRequest,
  TCompareResult,
  TEchoMaterialRequest,
  TEnterpriseFlow,
  TExaminerCandidate,
  TExaminerLoad,
  TFlowRecord,
  TOpinionRecord,
  TPassRequest,
  TRecentStep,
  TRefuseRequest,
  TRemadApplyRequest,
  TReviewState,
  TStaffUser,
  TTimelineEntry,
  TUpdateColumnRequest,
} from '@ftown/domain/review/api/review.schemas';
import { ZTakeoverDetail } from '@ftown/domain/review/api/review.schemas';
import type { TCorrectionCheckRequest, TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import { type TransitionAction, type UpdateColumn } from '@ftown/domain/review/actions';
import { isDecisionAction } from '@ftown/domain/review/presence';
import { noteOf, opinionSubject, toOpinionRecord, type NoteType } from '@ftown/domain/review/opinion-note';
import { allowedActions, assignedStagesOf, assigningCentre, can, isEligibleAssignee, stageAccess, type ReviewState } from '@ftown/domain/review/permission';
import { suggestExaminer } from '@ftown/domain/review/examiner-load';
import { ASSIGNEE_COLUMNS, assigneesOf, factsOf, reviewStateOf } from '@ftown/domain/review/review-state';
import { distributionStageOf, type DistributionStage } from '@ftown/domain/review/workflow';
import { CENTRE_DEPARTMENTS, STAGE_INFO, type Stage } from '@ftown/domain/review/stages';
import {
  addressKey,
  contextIssues,
  DUPLICATE_ADDRESS_MESSAGE,
  stageFactsOf,
  type AddressHolder,
  type StageContext,
} from '@ftown/domain/review/stage-results';
import { todayCst } from '@ftown/domain/formats/date-time';
import { stepsOf } from '@ftown/domain/review/steps';
import { buildTimeline } from '@ftown/domain/review/timeline';
import { transition } from '@ftown/domain/review/transition';
import { diffAttachments, type VersionFile } from '@ftown/domain/review/attachment-diff';
import { DEFAULT_ROW_KEYS, diffSection, diffVersions, type Version } from '@ftown/domain/review/version-diff';
import { AppError } from '../app-error.ts';
import { auditActorOf, recordAudit } from '../audit/audit-log.ts';
import * as applies from '../workflow/applies.repository.ts';
import { actorOf, viewerOf } from '../auth/actors.ts';
import { toApply } from '../workflow/apply-view.ts';
import { attachOrDiscard, blobChunks, storeUpload } from '../files/attachment-store.ts';
import { cleanFileName } from '../files/file-names.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Publisher } from '../workflow/message-writer.ts';
import { buildApplyPackage } from './apply-package.ts';
import { takeDecision } from './decision-claim.ts';
import { applyPdf } from '../workflow/apply-pdf.ts';
import { decide, type WorkflowStep, type WorkflowWriter } from '../workflow/workflow-writer.ts';
import * as repo from '../workflow/flow.repository.ts';
import { correctionRoundOf, labelledCorrections } from '../workflow/corrections.ts';
import { findLatestRound, setChecked, type NewCorrectionItem, type RoundRow } from '../workflow/corrections.repository.ts';

export const REVIEW_SERVICE_MESSAGES = {
  notFound: '申请不存在或您无权查看',
  notEligible: '所选人员不是该中心可分配的审核人员',
  noScan: '请先上传营业执照扫描件',
  staleVersion: (version: number) => `申请已更新为第${version}版，请刷新后重试`,
  notSubmitted: '申请尚未提交，没有可比较的版本',
  noVersion: (version: number) => `申请没有第${version}版`,
  sameVersion: '请选择两个不同的版本进行对比',
  staffOnly: '只有工作人员可以查看',
  nothingToCheck: '申请人尚未重新提交，或申请已不在退回它的环节，不能核对退回事项',
  noCorrection: '退回事项不存在',
} as const;

/** How many holders of a duplicate address a warning names. */
const ADDRESS_HOLDERS_LIMIT = 5;

/** An enterprise's history view lists at most this many applications (an enterprise has a handful). */
const ENTERPRISE_FLOW_LIMIT = 50;

export type ReviewServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  notify: Publisher;
  maxAttachmentBytes: number;
  /** The one writer of workflow steps (server/src/workflow/workflow-writer.ts). */
  workflow: WorkflowWriter;
};
export type ReviewService = ReturnType<typeof createReviewService>;

type Executor = Kysely<DB> | Transaction<DB>;
type Record_ = applies.ApplyRecord;

const COLUMN_FIELDS: Record<UpdateColumn, 'inquire' | 'bureau' | 'examineCompanyNames'> = {
  inquire: 'inquire',
  bureau: 'bureau',
  examine_company_names: 'examineCompanyNames',
};

const toFlowRecord = (r: repo.FlowRecordRow): TFlowRecord => ({
  id: r.id,
  apply: r.applyId,
  version: r.version,
  action: r.action,
  stage: r.stage,
  status: r.status as TFlowRecord['status'],
  toStage: r.toStage,
  actorId: r.actorId,
  actorName: r.actorName,
  opinion: r.opinion,
  note: r.note,
  result: r.result,
  at: r.createdAt.toISOString(),
});

const pick = (version: Version, sections: readonly string[] | null): Version =>
  sections === null ? version : Object.fromEntries(sections.map((s) => [s, version[s]]));

/** The application scoped to the caller: staff see every submitted one, applicants their own; else 404. */
const load = async (ex: Executor, locator: applies.ApplyLocator, user: AuthUser) => {
  const record = await applies.findApply(ex, locator, viewerOf(user));
  if (!record) throw new AppError('notFound', REVIEW_SERVICE_MESSAGES.notFound);
  return record;
};

/** The application as the workflow sees it, scoped like `load` (the presence calls read it the same way). */
export const loadReviewState = async (ex: Executor, locator: applies.ApplyLocator, user: AuthUser) => {
  const record = await load(ex, locator, user);
  return { record, state: reviewStateOf(record, await repo.findRenameOnMove(ex, record.id)) };
};

export const createReviewService = (deps: ReviewServiceDeps) => {
  const { db, clock } = deps;

  /** What the stage rules compare a result with (domain StageContext), read where the action reads its state. */
  const stageContextOf = async (ex: Executor, applyId: number): Promise<StageContext> => {
    const [submittedAt, stageRecords] = await Promise.all([repo.findFirstSubmittedAt(ex, applyId), repo.findStageRecords(ex, applyId)]);
    return { today: todayCst(clock.now().getTime()), ...stageFactsOf(submittedAt, stageRecords) };
  };

  /** Refuses a result its context makes impossible (domain contextIssues); `prefix` is where the result sits in the body. */
  const assertPossible = async (ex: Executor, applyId: number, stage: Stage, result: unknown, prefix: string) => {
    const issues = contextIssues(stage, result, await stageContextOf(ex, applyId));
    const [first] = issues;
    if (!first) return;
    const fields = Object.fromEntries(issues.map((i) => [[prefix, ...i.path].filter(Boolean).join('.'), i.message]));
    throw new AppError('badInput', first.message, { fields });
  };

  const addressHoldersOf = async (ex: Executor, record: Record_, address: string): Promise<AddressHolder[]> =>
    repo.findAddressHolders(ex, addressKey(address), record.enterpriseId, ADDRESS_HOLDERS_LIMIT);

  /** Loads, decides, computes the next state with the domain and records it; returns the application afterwards. */
  const move = async <A extends TransitionAction>(
    user: AuthUser,
    locator: applies.ApplyLocator,
    action: A,
    options: {
      seenStage?: Stage;
      /** Checks beyond the workflow's, inside the transaction (eligibility, the licence scan, the version seen). */
      check?: (trx: Transaction<DB>, record: Record_, state: ReviewState) => Promise<void> | void;
      next: (state: ReviewState) => ReviewState;
      extra?: (record: Record_, next: ReviewState, now: Date) => Omit<WorkflowStep, 'record' | 'actor' | 'action' | 'next' | 'at'> & {
        afterwards?: (trx: Transaction<DB>) => Promise<unknown>;
      };
    },
  ): Promise<TApply> => {
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const { record, state } = await loadReviewState(trx, locator, user);
      decide(action, state, actorOf(user), options.seenStage);
      if (isDecisionAction(action)) await takeDecision(trx, record.id, user.id, now);
      await options.check?.(trx, record, state);
      const next = options.next(state);
      const { afterwards, ...rest } = options.extra?.(record, next, now) ?? {};
      await deps.workflow.record(trx, { record, actor: user, action, next, at: now, ...rest });
      await afterwards?.(trx);
      return record.id;
    });
    return toApply(await load(db, { id }, user));
  };

  /** A side action: allowed like a transition, recorded like one, status and stage unchanged. */
  const touch = async (
    user: AuthUser,
    locator: applies.ApplyLocator,
    action: 'echoMaterialApply' | 'updateColumn',
    build: (record: Record_) => Pick<WorkflowStep, 'set' | 'stageRecord'> & { result: Record<string, unknown> },
    check?: (trx: Transaction<DB>, record: Record_) => Promise<void>,
  ): Promise<TApply> => {
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const { record, state } = await loadReviewState(trx, locator, user);
      decide(action, state, actorOf(user));
      await check?.(trx, record);
      await deps.workflow.record(trx, { record, actor: user, action, next: state, at: now, ...build(record) });
      return record.id;
    });
    return toApply(await load(db, { id }, user));
  };

  const halt = (user: AuthUser, locator: applies.ApplyLocator, type: NoteType, body: TRefuseRequest | TRemadApplyRequest, version?: number) => {
    // The items checked against the version read inside the transaction, for the writer to store with the step.
    let corrections: NewCorrectionItem[] = [];
    return move(user, locator, type, {
      seenStage: body.stage,
      check: async (trx, record) => {
        if (version !== undefined && record.version !== version) throw new AppError('conflict', REVIEW_SERVICE_MESSAGES.staleVersion(record.version));
        corrections = await labelledCorrections(trx, record, body.corrections);
      },
      next: (state) => transition(state, type),
      extra: () => {
        const note = noteOf(type, body);
        return { set: { note }, note, opinion: body.opinion, result: { items: body.items, reason: body.reason, other: body.other }, corrections };
      },
    });
  };

  /**
   * Items are ticked off by whoever may act on the stage that returned the application (node-guarded like its
   * pass), once the applicant's resubmitted version is back at that stage.
   */
  const mayCheckOf = (user: AuthUser, record: Record_, state: ReviewState) => (round: RoundRow) =>
    round.action === 'return' &&
    record.status === APPLY_STATUS.inReview &&
    record.stage === round.stage &&
    record.version > round.version &&
    can('pass', state, actorOf(user)).ok;

  /** The items of the latest return or refusal, for the applicant's checklist and the examiner's tick-off. */
  const correctionsOf = async (user: AuthUser, ref: applies.ApplyLocator): Promise<TCorrectionRound | null> => {
    const { record, state } = await loadReviewState(db, ref, user);
    return correctionRoundOf(db, record, mayCheckOf(user, record, state));
  };

  const assigneeRefs = async (record: Record_) => {
    const { government, statute } = assigneesOf(record);
    const names = new Map((await repo.findStaffNames(db, [government, statute].filter((v) => v !== null))).map((u) => [u.id, u.realname]));
    const ref = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
    return { government: ref(government), statute: ref(statute) };
  };

  const stepsOfRecord = async (record: Record_) => stepsOf(factsOf(record, await repo.findRenameOnMove(db, record.id)), record);

  const assertStaff = (user: AuthUser) => {
    if (!holdsStaffRole(user)) throw new AppError('forbidden', REVIEW_SERVICE_MESSAGES.staffOnly);
  };

  /** The examiners a distribution stage may assign (domain isEligibleAssignee). */
  const eligibleExaminers = async (stage: DistributionStage) => {
    const { centre } = STAGE_INFO[stage];
    const staff = await repo.listStaff(db, { department: CENTRE_DEPARTMENTS[centre], role: 'examiner' });
    const candidates = staff.filter((c) => isEligibleAssignee(stage, c)).map(({ roles: _roles, ...c }) => c);
    return { centre, assigning: assigningCentre(centre), candidates };
  };

  /**
   * Version N (0: the latest) and the version it is compared with (`against`, else N-1; none for a first version
   * named alone), for the compare calls. A version the application does not have is a 404, the same one twice a 400.
   */
  const versionPair = async (user: AuthUser, ref: TCompareRequest) => {
    assertStaff(user);
    const record = await load(db, ref, user);
    const version = ref.version === 0 ? record.version : ref.version;
    if (version < 1) throw new AppError('notFound', REVIEW_SERVICE_MESSAGES.notSubmitted);
    if (ref.against === version) {
      throw new AppError('badInput', REVIEW_SERVICE_MESSAGES.sameVersion, { fields: { against: REVIEW_SERVICE_MESSAGES.sameVersion } });
    }
    const against = ref.against ?? (version > 1 ? version - 1 : null);
    const frozen = async (n: number) => {
      const found = await repo.findComparableVersion(db, record.id, n);
      if (!found) throw new AppError('notFound', REVIEW_SERVICE_MESSAGES.noVersion(n));
      return { sections: found.sections as Version, files: found.files };
    };
    const after = await frozen(version);
    const before = against === null ? null : await frozen(against);
    return { record, version, against, after, before };
  };

  return {
    startExamine: (user: AuthUser, ref: TApplyRef) =>
      move(user, ref, 'startExamine', { next: (state) => transition(state, 'startExamine') }),

    assign: (user: AuthUser, body: TAssignRequest) =>
      move(user, { id: body.apply }, 'assign', {
        seenStage: body.stage,
        check: async (trx) => {
          const [candidate] = await repo.listStaff(trx, { id: body.examiner, role: 'examiner' });
          if (!candidate || !isEligibleAssignee(body.stage, candidate)) {
            throw new AppError('badInput', REVIEW_SERVICE_MESSAGES.notEligible, { fields: { examiner: REVIEW_SERVICE_MESSAGES.notEligible } });
          }
        },
        next: (state) => transition(state, 'assign', { examinerId: body.examiner }),
        extra: () => ({ result: { examinerId: body.examiner } }),
      }),

    /**
     * Completes the current stage with its result. The address stage writes the registered address into the base
     * section; the licence writes the enterprise's name, credit code and founding date there and settles it.
     */
    pass: (user: AuthUser, body: TPassRequest) =>
      move(user, { id: body.apply }, 'pass', {
        seenStage: body.stage,
        check: async (trx, record) => {
          await assertPossible(trx, record.id, body.stage, body.result, 'result');
          if (body.stage === 'license' && !(await repo.findLiveAttachment(trx, record.id, body.result.licenseScanId, 'licenseScan'))) {
            throw new AppError('badInput', REVIEW_SERVICE_MESSAGES.noScan, { fields: { 'result.licenseScanId': REVIEW_SERVICE_MESSAGES.noScan } });
          }
          if (body.stage === 'address' && body.result.confirmDuplicateAddress !== true) {
            const holders = await addressHoldersOf(trx, record, body.result.registeredAddress);
            if (holders.length > 0) {
              const message = DUPLICATE_ADDRESS_MESSAGE(holders);
              throw new AppError('badInput', message, { fields: { 'result.registeredAddress': message }, duplicateAddress: holders });
            }
          }
        },
        next: (state) => transition(state, 'pass'),
        extra: (record, next, now) => {
          const result = body.result as Record<string, unknown>;
          const settled = next.status === APPLY_STATUS.settled;
          const base =
            body.stage === 'address'
              ? { registeredAddress: body.result.registeredAddress }
              : body.stage === 'license'
                ? { name: record.name, creditCode: body.result.creditCode, establishDate: body.result.establishDate }
                : null;
          return {
            opinion: body.opinion,
            result,
            stageRecord: { stage: body.stage, result },
            set: settled ? { settledAt: now } : {},
            afterwards: async (trx) => {
              if (base) await repo.mergeBaseSection(trx, record.id, base, user.id, now);
            },
          };
        },
      }),

    /** 驳回: back to the applicant for correction (status 4); `version` is the version the examiner read. */
    remadApply: (user: AuthUser, body: TRemadApplyRequest) => halt(user, { id: body.id, unicodes: body.unicodes }, 'return', body, body.version),

    /** 不通过: final (status 5). */
    refuse: (user: AuthUser, body: TRefuseRequest) => halt(user, { id: body.apply }, 'refuse', body),

    unmakeApply: (user: AuthUser, ref: TApplyRef) => move(user, ref, 'withdraw', { next: (state) => transition(state, 'withdraw') }),

    /** Records a receipt of paper materials at industry_postback; the stage stays until a pass or a return. */
    echoMaterialApply: (user: AuthUser, body: TEchoMaterialRequest) => {
      const receipt = {
        receivedAt: body.receivedAt,
        complete: body.complete,
        ...(body.missingNote !== undefined ? { missingNote: body.missingNote } : {}),
        ...(body.returnTrackingNo !== undefined ? { returnTrackingNo: body.returnTrackingNo } : {}),
      };
      return touch(
        user,
        body,
        'echoMaterialApply',
        () => ({ result: receipt, stageRecord: { stage: 'industry_postback', result: receipt } }),
        (trx, record) => assertPossible(trx, record.id, 'industry_postback', receipt, ''),
      );
    },

    updateColumn: (user: AuthUser, body: TUpdateColumnRequest) =>
      touch(user, { id: body.id }, 'updateColumn', () => ({
        set: { [COLUMN_FIELDS[body.column]]: body.value === '' ? null : body.value },
        result: { column: body.column, value: body.value },
      })),

    /** A file a stage records (the licence scan), uploaded by whoever may pass the current stage. */
    async uploadStageAttachment(user: AuthUser, fields: { apply: number; key: string }, file: { stream: Readable; filename: string }): Promise<TAttachment> {
      const { record, state } = await loadReviewState(db, { id: fields.apply }, user);
      decide('pass', state, actorOf(user));
      const now = clock.now();
      const stored = await storeUpload(db, file.stream, deps.maxAttachmentBytes, now);
      return attachOrDiscard(db, stored, () =>
        db.transaction().execute(async (trx) => {
          const again = await loadReviewState(trx, { id: fields.apply }, user);
          decide('pass', again.state, actorOf(user), state.stage ?? undefined);
          const row = await applies.insertAttachment(trx, {
            applyId: record.id,
            section: 'stage',
            key: fields.key,
            name: cleanFileName(file.filename, attachmentOf(fields.key)?.label ?? fields.key),
            ...stored,
            uploadedBy: user.id,
            createdAt: now,
          });
          return { ...row, section: 'stage', createdAt: row.createdAt.toISOString() };
        }),
      );
    },

    /** A ZIP of everything the application holds, for staff in any status but draft. */
    async packQApply(user: AuthUser, ref: TApplyRef) {
      const { record, state } = await loadReviewState(db, ref, user);
      decide('packQApply', state, actorOf(user));
      const [versions, files, records, stageRecords] = await Promise.all([
        repo.listVersionsWithData(db, record.id),
        repo.listPackagedFiles(db, record.id),
        repo.listFlowRecords(db, [record.id]),
        repo.findStageRecords(db, record.id),
      ]);
      const latest = versions.at(-1);
      const packedAt = clock.now();
      const printed = latest
        ? await applyPdf(record, { version: latest.version, submittedAt: latest.submittedAt, sections: latest.sections, files: latest.attachments }, packedAt)
        : null;
      await recordAudit(db, {
        action: 'pack_download',
        at: clock.now(),
        actor: auditActorOf(user),
        target: { type: 'apply', id: record.id },
        detail: { version: record.version, files: files.length },
      });
      return buildApplyPackage({
        apply: toApply(record),
        stageRecords,
        versions: versions.map((v) => ({ ...v, submittedAt: v.submittedAt.toISOString() })),
        flow: records.map(toFlowRecord),
        files,
        printed,
        packedAt,
        contentOf: (file) => blobChunks(db, file.blobId),
      });
    },

    /** Ticks an item of the latest return off (checked) or back on, on the resubmitted version. */
    async checkCorrection(user: AuthUser, body: TCorrectionCheckRequest): Promise<TCorrectionRound | null> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const { record, state } = await loadReviewState(trx, { id: body.apply }, user);
        decide('pass', state, actorOf(user));
        const round = await findLatestRound(trx, record.id, true);
        if (!round || !mayCheckOf(user, record, state)(round)) throw new AppError('conflict', REVIEW_SERVICE_MESSAGES.nothingToCheck);
        if (!(await setChecked(trx, round.flowRecordId, body.item, body.checked ? { id: user.id, at: now } : null))) {
          throw new AppError('notFound', REVIEW_SERVICE_MESSAGES.noCorrection);
        }
      });
      return correctionsOf(user, { id: body.apply });
    },

    /* ----- reads ----- */

    getCorrections: correctionsOf,

    async getReviewState(user: AuthUser, applyId: number): Promise<TReviewState> {
      const { record, state } = await loadReviewState(db, { id: applyId }, user);
      const [stageRecords, submittedAt] = await Promise.all([repo.findStageRecords(db, record.id), repo.findFirstSubmittedAt(db, record.id)]);
      return {
        apply: toApply(record),
        actions: allowedActions(state, actorOf(user)),
        steps: stepsOf(state.facts, state),
        assignees: await assigneeRefs(record),
        stageRecords,
        stageFacts: stageFactsOf(submittedAt, stageRecords),
      };
    },

    /**
     * Settled enterprises already registered at an address (domain addressKey), other than this application's
     * own: what 地址分配 warns about before the examiner confirms a shared address.
     */
    async getAddressHolders(user: AuthUser, query: { apply: number; address: string }): Promise<AddressHolder[]> {
      assertStaff(user);
      const record = await load(db, { id: query.apply }, user);
      return addressHoldersOf(db, record, query.address);
    },

    /** The buttons of a queue page's rows; ids the caller cannot see are left out. */
    async getAllowedActions(user: AuthUser, ids: readonly number[]): Promise<TAllowedActions> {
      const actor = actorOf(user);
      const rows = await repo.listReviewStates(db, [...new Set(ids)], viewerOf(user));
      return rows.map((r) => ({ apply: r.id, actions: allowedActions(reviewStateOf(r, null), actor) }));
    },

    async getAllByApply(user: AuthUser, applyId: number): Promise<TFlowRecord[]> {
      const record = await load(db, { id: applyId }, user);
      return (await repo.listFlowRecords(db, [record.id])).map(toFlowRecord);
    },

    /** The one timeline (domain buildTimeline) of an application the caller may see; an applicant's leaves out what is internal. */
    async getTimeline(user: AuthUser, applyId: number): Promise<TTimelineEntry[]> {
      const record = await load(db, { id: applyId }, user);
      const staff = holdsStaffRole(user);
      const [flow, submission, files, messages, takeovers] = await Promise.all([
        repo.listFlowRecords(db, [record.id]),
        repo.findFirstSubmission(db, record.id),
        repo.listFileEvents(db, record.id),
        repo.listApplyMessages(db, record.id),
        staff ? repo.listTakeovers(db, record.id) : [],
      ]);
      const assigned = flow.flatMap((r) => (r.action === 'assign' && typeof r.result?.examinerId === 'number' ? [r.result.examinerId] : []));
      const names = new Map((await repo.findStaffNames(db, [...new Set(assigned)])).map((u) => [u.id, u.realname]));
      return buildTimeline(
        {
          submission: submission
            ? { version: submission.version, at: submission.submittedAt.toISOString(), actor: { id: submission.submittedBy, name: submission.submitterName } }
            : null,
          flow: flow.map(toFlowRecord),
          files: files.map((e) => ({
            id: e.id,
            change: e.change,
            file: { section: e.section, key: e.key, name: e.name, size: e.size, sha256: e.sha256 },
            at: e.createdAt.toISOString(),
            actor: { id: e.actorId, name: e.actorName },
          })),
          messages: messages.map((m) => ({ id: m.id, at: m.createdAt.toISOString(), receiver: { id: m.receiverId, name: m.receiverName }, subject: m.subject })),
          // A row the claim did not write (its detail is not a takeover's) has nothing to show.
          takeovers: takeovers.flatMap((row) => {
            const detail = ZTakeoverDetail.safeParse(row.detail);
            return detail.success && row.actorId !== null
              ? [{ id: row.id, at: row.at.toISOString(), actor: { id: row.actorId, name: row.actorName }, ...detail.data }]
              : [];
          }),
          nameOf: (id) => names.get(id),
        },
        staff ? { staff: true } : { staff: false, userId: user.id },
      );
    },

    async getRecentStepByApply(user: AuthUser, applyId: number): Promise<TRecentStep> {
      const record = await load(db, { id: applyId }, user);
      const latest = await repo.findLatestFlowRecord(db, record.id);
      return { apply: record.id, steps: await stepsOfRecord(record), record: latest ? toFlowRecord(latest) : null };
    },

    /** The returns and refusals of an application, newest first. */
    async getRejectRecord(user: AuthUser, query: { apply: number; unicodes: string }): Promise<TFlowRecord[]> {
      const record = await load(db, { id: query.apply, unicodes: query.unicodes }, user);
      return (await repo.listFlowRecords(db, [record.id], ['return', 'refuse'])).map(toFlowRecord).reverse();
    },

    /** getOpinions' records (domain toOpinionRecord), newest first; empty when there was no return or refusal. */
    async getOpinions(user: AuthUser, query: { apply: number; unicodes: string }): Promise<TOpinionRecord[]> {
      const record = await load(db, { id: query.apply, unicodes: query.unicodes }, user);
      const records = await repo.listFlowRecords(db, [record.id], ['return', 'refuse']);
      return records
        .reverse()
        .map((r) =>
          toOpinionRecord(r.id, opinionSubject(r.action === 'refuse' ? 'refuse' : 'return', r.stage ? STAGE_INFO[r.stage].label : ''), r.note ?? ''),
        );
    },

    /** Every application of an enterprise the caller may see, newest first, with steps and history. */
    async uniShowFlow(user: AuthUser, unicodes: string): Promise<TEnterpriseFlow> {
      const ids = await repo.listEnterpriseApplyIds(db, unicodes, viewerOf(user), ENTERPRISE_FLOW_LIMIT);
      const records = await Promise.all(ids.map((id) => load(db, { id }, user)));
      const flow = await repo.listFlowRecords(db, ids);
      return Promise.all(
        records.map(async (record) => ({
          apply: toApply(record),
          steps: await stepsOfRecord(record),
          records: flow.filter((f) => f.applyId === record.id).map(toFlowRecord),
        })),
      );
    },

    async compare(user: AuthUser, ref: TCompareRequest, sections: readonly string[] | null): Promise<TCompareResult> {
      const { record, version, against, after, before } = await versionPair(user, ref);
      const compared = (files: VersionFile[]) => (sections === null ? files : files.filter((f) => sections.includes(f.section)));
      const diff = before === null ? { sections: [], sizes: {}, total: 0 } : diffVersions(pick(before.sections, sections), pick(after.sections, sections));
      const attachments = diffAttachments(compared(before?.files ?? after.files), compared(after.files));
      return { id: record.id, unicodes: record.unicodes, version, against, diff, attachments };
    },

    async changeInfo(user: AuthUser, ref: TCompareRequest, section: 'executives' | 'capital'): Promise<TChangeInfo> {
      const { record, version, against, after, before } = await versionPair(user, ref);
      const diff = diffSection(section, before?.sections[section] ?? after.sections[section], after.sections[section], DEFAULT_ROW_KEYS[section] ?? null);
      return { id: record.id, unicodes: record.unicodes, version, against, diff };
    },

    /* ----- staff lookups (/sam) ----- */

    /** Who a distribution stage may assign (domain isEligibleAssignee), with their open assignments. */
    async selectExamineAssistant(user: AuthUser, stage: DistributionStage | undefined): Promise<TExaminerCandidate[]> {
      assertStaff(user);
      const { assigning, candidates } = await eligibleExaminers(stage ?? distributionStageOf(user.department));
      const counts = new Map(
        (assigning === null ? [] : await repo.countAssigned(db, ASSIGNEE_COLUMNS[assigning], candidates.map((c) => c.id))).map((c) => [
          c.examinerId,
          Number(c.n),
        ]),
      );
      return candidates.map((c) => ({ ...c, inReview: counts.get(c.id) ?? 0 }));
    },

    /**
     * The chief's distribution dialog: each eligible examiner's open and overdue applications and average time per
     * stage, and the one suggested (domain suggestExaminer). Allowed to whoever may assign at the stage.
     */
    async getExaminerLoads(user: AuthUser, stage: DistributionStage): Promise<TExaminerLoad[]> {
      const access = stageAccess(stage, actorOf(user));
      if (!access.ok) throw new AppError('forbidden', access.message);
      const { centre, assigning, candidates } = await eligibleExaminers(stage);
      const rows = assigning === null
        ? []
        : await repo.examinerLoads(db, ASSIGNEE_COLUMNS[assigning], assignedStagesOf(centre), candidates.map((c) => c.id), clock.now());
      const byId = new Map(rows.map((r) => [r.id, r]));
      const loads = candidates.map((c) => {
        const row = byId.get(c.id);
        const averageS = row?.averageS ?? null;
        return { ...c, open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0), averageMs: averageS === null ? null : Math.round(Number(averageS)) * 1000 };
      });
      const suggested = suggestExaminer(loads);
      return loads.map((l) => ({ ...l, suggested: l.id === suggested }));
    },

    async listStaff(user: AuthUser, filter: repo.StaffFilter): Promise<TStaffUser[]> {
      assertStaff(user);
      return (await repo.listStaff(db, filter)).map(({ roles: _roles, ...staff }) => staff);
    },
  };
};
