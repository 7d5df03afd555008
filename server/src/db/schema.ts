import type { ColumnType, Insertable } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import type { ApplyStatus } from '@ftown/domain/applications/status';
import type { ApplyType, Category, CompanyType } from '@ftown/domain/applications/types';
import type { EnterpriseStatus } from '@ftown/domain/enterprises/enterprise-status';
import type { Register } from '@ftown/domain/register/register';
import type { Stage } from '@ftown/domain/review/stages';
import type { DayKind } from '@ftown/domain/time-limits/calendar';
import type { ClockStage } from '@ftown/domain/time-limits/limits';
import type { ClockNotified } from '@ftown/domain/time-limits/clock';
import type { Action } from '@ftown/domain/review/actions';
import type { MessageGenre } from '@ftown/domain/messages/messages.schemas';
import type { SmsAudience } from '@ftown/domain/messages/workflow-messages';
import type { AuditAction, AuditTargetType } from '@ftown/domain/audit/audit.schemas';

/**
 * Every table and column the migrations create, as data: the row types Kysely checks queries against are
 * derived from it, and a test (schema.test.ts) compares it with the migrated database on PGlite and
 * PostgreSQL, so a migration and these types cannot drift apart.
 *
 * A column names its PostgreSQL type, what a select returns and an insert or update takes, whether it may be
 * null, and whether the database fills it when an insert leaves it out (a default or an identity).
 */
type PgType = 'int2' | 'int4' | 'text' | 'bool' | 'timestamptz' | 'jsonb' | 'numeric' | 'bytea';

type Column<S, I, N extends boolean, F extends boolean> = {
  readonly pg: PgType;
  readonly nullable: N;
  readonly filled: F;
  /** Type-level only: what a select returns and what an insert or update takes. */
  readonly types?: [select: S, write: I];
};

const column = <S, I = S>(pg: PgType): Column<S, I, false, false> => ({ pg, nullable: false, filled: false });
const nullable = <S, I, F extends boolean>(c: Column<S, I, false, F>): Column<S, I, true, F> => ({ ...c, nullable: true });
const filled = <S, I, N extends boolean>(c: Column<S, I, N, false>): Column<S, I, N, true> => ({ ...c, filled: true });

const int = () => column<number>('int4');
const smallint = <T extends number = number>() => column<T>('int2');
const text = <T extends string = string>() => column<T>('text');
const bool = () => column<boolean>('bool');
/** Timestamps are written from the injected clock, never defaulted by the database, so tests can move time. */
const timestamp = () => column<Date>('timestamptz');
/** JSON columns are written as text (JSON.stringify) so both drivers store the same jsonb. */
const json = <T>() => column<T, string>('jsonb');
/** NUMERIC(20,4) travels as text both ways (node-pg and PGlite return NUMERIC as string): never a float. */
const numeric = () => column<string>('numeric');
const bytes = () => column<Uint8Array>('bytea');
/** `generated always as identity`. */
const identity = () => filled(int());

export const TABLES = {
  serverSecrets: { name: text(), value: text(), createdAt: timestamp() },
  departments: { id: identity(), name: text() },
  jobs: { id: identity(), name: text() },
  users: {
    id: identity(),
    username: nullable(text()),
    realname: filled(text()),
    mobile: nullable(text()),
    citizenId: nullable(text()),
    passwordHash: nullable(text()),
    avatar: filled(text()),
    introduction: filled(text()),
    departmentId: nullable(int()),
    jobId: nullable(int()),
    createdAt: timestamp(),
    /** Set with a one-time password (bootstrap, reset): every call but changing it is refused until then. */
    mustChangePassword: filled(bool()),
    /** Set by an administrator (0021): the account may not sign in and its sessions are revoked. */
    disabledAt: nullable(timestamp()),
  },
  userRoles: { userId: int(), role: text<Role>() },
  userNodes: { userId: int(), node: text() },
  enterprises: {
    id: identity(),
    unicodes: text(),
    name: text(),
    creditCode: nullable(text()),
    passwordHash: nullable(text()),
    legalPerson: filled(text()),
    legalMobile: nullable(text()),
    /** The user a company login (credit code or legal person's mobile) signs in as. */
    accountUserId: nullable(int()),
    taxFinish: filled(smallint()),
    createdAt: timestamp(),
    status: filled(text<EnterpriseStatus>()),
    settledAt: nullable(timestamp()),
    applyType: nullable(text<ApplyType>()),
    licenceNo: nullable(text()),
    /** ISO date, `YYYY-MM-DD`. */
    licenceDate: nullable(text()),
    registeredAddress: nullable(text()),
    registrationAuthority: nullable(text()),
    /** The officers as of the approved version, in the shape the application's officer section holds. */
    officers: nullable(json<unknown>()),
    capital: nullable(numeric()),
    /** The application and version whose approval settled the enterprise. */
    settledApplyId: nullable(int()),
    settledVersion: nullable(int()),
  },
  userEnterprises: { userId: int(), enterpriseId: int() },
  /** Earlier password hashes of a user or (exactly one of the two) a company account (0020); the newest few are kept. */
  passwordHistory: { id: identity(), userId: nullable(int()), enterpriseId: nullable(int()), passwordHash: text(), createdAt: timestamp() },
  sessions: {
    id: identity(),
    tokenHash: text(),
    userId: int(),
    loginType: text<LoginType>(),
    enterpriseId: nullable(int()),
    createdAt: timestamp(),
    lastSeenAt: timestamp(),
    expiresAt: timestamp(),
    revokedAt: nullable(timestamp()),
    /** The role this session acts with (role switch); null: the least privileged role held. */
    activeRole: nullable(text<Role>()),
  },
  smsCodes: {
    id: identity(),
    mobile: text(),
    codeHash: text(),
    createdAt: timestamp(),
    expiresAt: timestamp(),
    attempts: filled(int()),
    consumedAt: nullable(timestamp()),
  },
  /** Attempt limits (0014): attempts counted against a key (account, client address, all SMS) in a fixed window. */
  attemptCounters: { key: text(), hits: int(), windowEndsAt: timestamp() },
  /** QR sign-in codes (0003): `used` once redeemed, `dropped` when the same tab asked for a newer code. */
  qrLogins: {
    id: identity(),
    pollHash: text(),
    scanHash: text(),
    loginType: text<'personQrCode' | 'companyQrCode'>(),
    clientId: text(),
    status: text<QrLoginState>(),
    requesterIp: text(),
    requesterAgent: text(),
    userId: nullable(int()),
    enterpriseId: nullable(int()),
    createdAt: timestamp(),
    expiresAt: timestamp(),
    decidedAt: nullable(timestamp()),
  },
  uncodeTokens: {
    id: identity(),
    tokenHash: text(),
    mobile: text(),
    issuedBy: int(),
    createdAt: timestamp(),
    expiresAt: timestamp(),
    consumedAt: nullable(timestamp()),
  },
  handoffUses: { receiver: text(), jti: text(), expiresAt: timestamp(), usedAt: timestamp() },
  streamTickets: { id: identity(), ticketHash: text(), sessionId: int(), createdAt: timestamp(), expiresAt: timestamp() },
  smsNotices: {
    id: identity(),
    mobile: text(),
    audience: filled(text<SmsAudience>()),
    name: text(),
    result: text(),
    createdAt: timestamp(),
    nextAt: timestamp(),
    attempts: filled(int()),
    sentAt: nullable(timestamp()),
    lastError: nullable(text()),
  },
  applies: {
    id: identity(),
    enterpriseId: int(),
    createdBy: int(),
    category: text<Category>(),
    companyType: text<CompanyType>(),
    relocate: bool(),
    name: filled(text()),
    status: filled(smallint<ApplyStatus>()),
    stage: nullable(text<Stage>()),
    haltedAt: nullable(text<Stage>()),
    version: filled(int()),
    lockVersion: filled(int()),
    govExaminerId: nullable(int()),
    statuteExaminerId: nullable(int()),
    inquire: nullable(text()),
    bureau: nullable(text()),
    /** Wire name kept by the spec; the camel-case plugin maps this key to the same snake_case column. */
    examineCompanyNames: nullable(text()),
    note: nullable(text()),
    /** What each review stage recorded (FORMS.md section 4), by stage. */
    stageRecords: filled(json<Record<string, unknown>>()),
    submittedAt: nullable(timestamp()),
    settledAt: nullable(timestamp()),
    createdAt: timestamp(),
    updatedAt: timestamp(),
    /** The stage clock (migration 0028, domain StoredClock); written by the workflow writer only. */
    clockStage: nullable(text<ClockStage>()),
    clockLimitDays: filled(int()),
    clockSpentS: filled(int()),
    clockStartedAt: nullable(timestamp()),
    clockAmberAt: nullable(timestamp()),
    clockOverdueAt: nullable(timestamp()),
    /** The highest clock level told in this stage visit (0030): 0 none, 1 amber, 2 overdue. */
    clockNotified: filled(smallint<ClockNotified>()),
  },
  timeSettings: { id: int(), version: int() },
  stageTimeLimits: { stage: text<ClockStage>(), days: int() },
  workCalendarDays: { day: text(), kind: text<DayKind>() },
  applySections: {
    applyId: int(),
    section: text<SectionKey>(),
    data: json<Record<string, unknown>>(),
    updatedBy: int(),
    updatedAt: timestamp(),
  },
  applyVersions: {
    id: identity(),
    applyId: int(),
    version: int(),
    sections: json<Partial<Record<SectionKey, Record<string, unknown>>>>(),
    attachments: json<AttachmentRef[]>(),
    submittedBy: int(),
    submittedAt: timestamp(),
  },
  applyAttachments: {
    id: identity(),
    applyId: int(),
    section: text(),
    key: text(),
    name: text(),
    mime: text(),
    size: int(),
    sha256: text(),
    /** The file's bytes, in attachmentChunks (0017). */
    blobId: int(),
    uploadedBy: int(),
    createdAt: timestamp(),
    removedAt: nullable(timestamp()),
  },
  /** Each upload and removal of a file, for the timeline (0034); the file's facts are copied, its row may be gone. */
  attachmentEvents: {
    id: identity(),
    applyId: int(),
    attachmentId: int(),
    change: text<'upload' | 'remove'>(),
    section: text(),
    key: text(),
    name: text(),
    size: int(),
    sha256: text(),
    actorId: int(),
    createdAt: timestamp(),
  },
  /** A file's bytes in chunks of at most 256 KiB (0017); a blob no attachment refers to is an upload in progress or debris. */
  attachmentBlobs: { id: identity(), createdAt: timestamp() },
  attachmentChunks: { blobId: int(), seq: int(), data: bytes() },
  officerRegisters: { enterpriseId: int(), register: json<Register>(), updatedBy: int(), updatedAt: timestamp() },
  /** The review workflow's history (0005): one row per action on an application. */
  flowRecords: {
    id: identity(),
    applyId: int(),
    version: int(),
    action: text<Action>(),
    stage: nullable(text<Stage>()),
    status: smallint<ApplyStatus>(),
    toStage: nullable(text<Stage>()),
    actorId: int(),
    opinion: filled(text()),
    note: nullable(text()),
    result: nullable(json<Record<string, unknown>>()),
    createdAt: timestamp(),
    /** The working time the stage's clock had spent when this step ended the stage visit (0030); else null. */
    clockSpentS: nullable(int()),
  },
  /** Corrections pinned to fields (0031): one round per return or refusal, raised on a version, and its items. */
  correctionRounds: {
    flowRecordId: int(),
    applyId: int(),
    version: int(),
    stage: nullable(text<Stage>()),
    moreAskedAt: nullable(timestamp()),
    moreAskedBy: nullable(int()),
  },
  correctionItems: {
    id: identity(),
    flowRecordId: int(),
    position: int(),
    target: text(),
    label: text(),
    remark: text(),
    reply: nullable(text()),
    repliedAt: nullable(timestamp()),
    checkedBy: nullable(int()),
    checkedAt: nullable(timestamp()),
  },
  /** The security audit log (0022): append-only, a trigger refuses UPDATE and DELETE but the retention job's. */
  auditLog: {
    id: identity(),
    at: timestamp(),
    actorId: nullable(int()),
    /** The actor's name when the row was written: a later rename must not rewrite history. */
    actorName: filled(text()),
    actorRole: nullable(text()),
    action: text<AuditAction>(),
    targetType: nullable(text<AuditTargetType>()),
    targetId: nullable(text()),
    clientIp: nullable(text()),
    userAgent: nullable(text()),
    requestId: nullable(text()),
    detail: nullable(json<Record<string, unknown>>()),
    before: nullable(json<Record<string, unknown>>()),
    after: nullable(json<Record<string, unknown>>()),
    flowRecordId: nullable(int()),
  },
  taxReports: {
    id: identity(),
    enterpriseId: int(),
    reportYear: smallint(),
    reportQuarter: smallint(),
    valueAddedTax: numeric(),
    companyTax: numeric(),
    personalTax: numeric(),
    otherTax: numeric(),
    createdBy: int(),
    createdAt: timestamp(),
  },
  strategicPartners: {
    id: identity(),
    name: text(),
    category: text(),
    city: text(),
    services: text(),
    contact: text(),
    sortOrder: int(),
  },
  strategicRecords: {
    enterpriseId: int(),
    intent: text(),
    contactName: text(),
    contactPhone: text(),
    note: filled(text()),
    updatedBy: int(),
    updatedAt: timestamp(),
  },
  strategicRecordPartners: { enterpriseId: int(), partnerId: int() },
  /** Who is examining an application (0035): one holder per application, for the stage visit they claimed. */
  applyPresence: { applyId: int(), stage: text<Stage>(), version: int(), holderId: int(), since: timestamp(), heartbeatAt: timestamp() },
  /** Messages (0007): one row per message, kept until its receiver deletes it. */
  messages: {
    id: identity(),
    receiverId: int(),
    subject: text(),
    body: text(),
    genre: text<MessageGenre>(),
    applyId: nullable(int()),
    readed: filled(smallint<0 | 1>()),
    createdAt: timestamp(),
  },
} as const;

/** Kysely's column type of a described column: null where the column allows it, optional on insert where the database fills it. */
type ColumnTypeOf<C> =
  C extends Column<infer S, infer I, infer N, infer F>
    ? ColumnType<N extends true ? S | null : S, (N extends true ? I | null : I) | (F extends true ? undefined : never), N extends true ? I | null : I>
    : never;

type TableOf<T> = { -readonly [K in keyof T]: ColumnTypeOf<T[K]> };

export type DB = { -readonly [T in keyof typeof TABLES]: TableOf<(typeof TABLES)[T]> };

export type QrLoginState = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'used' | 'dropped';

export type AttachmentRef = {
  id: number;
  section: string;
  key: string;
  name: string;
  size: number;
  mime: string;
  sha256: string;
  createdAt: string;
};

export type ApplyAttachmentsTable = DB['applyAttachments'];
export type FlowRecordsTable = DB['flowRecords'];
export type MessagesTable = DB['messages'];
export type NewApply = Insertable<DB['applies']>;
