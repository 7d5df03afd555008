import type { ColumnType, Generated, Insertable } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import type { Category, CompanyType } from '@ftown/domain/applications/types';
import type { Register } from '@ftown/domain/register/register';
import type { Stage } from '@ftown/domain/review/stages';
import type { Action } from '@ftown/domain/review/actions';
import type { MessageGenre } from '@ftown/domain/messages/messages.schemas';

/** Timestamps are written from the injected clock, never defaulted by the database, so tests can move time. */
type Timestamp = ColumnType<Date, Date, Date>;

export type DepartmentsTable = { id: Generated<number>; name: string };
export type JobsTable = { id: Generated<number>; name: string };

export type UsersTable = {
  id: Generated<number>;
  username: string | null;
  realname: string;
  mobile: string | null;
  citizenId: string | null;
  passwordHash: string | null;
  avatar: Generated<string>;
  introduction: Generated<string>;
  departmentId: number | null;
  jobId: number | null;
  createdAt: Timestamp;
};

export type UserRolesTable = { userId: number; role: Role };
export type UserNodesTable = { userId: number; node: string };

export type EnterprisesTable = {
  id: Generated<number>;
  unicodes: string;
  name: string;
  creditCode: string | null;
  passwordHash: string | null;
  legalPerson: Generated<string>;
  legalMobile: string | null;
  /** The user a company login (credit code or legal person's mobile) signs in as. */
  accountUserId: number | null;
  taxFinish: Generated<number>;
  createdAt: Timestamp;
};

export type UserEnterprisesTable = { userId: number; enterpriseId: number };

export type SessionsTable = {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  loginType: LoginType;
  enterpriseId: number | null;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  /** The role this session acts with (role switch); null: the least privileged role held. */
  activeRole: Role | null;
};

export type SmsCodesTable = {
  id: Generated<number>;
  mobile: string;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: Timestamp | null;
};

export type LoginFailuresTable = { id: Generated<number>; accountKey: string; failedAt: Timestamp };

/** JSON columns are written as text (JSON.stringify) so both drivers store the same jsonb. */
type Json<T> = ColumnType<T, string, string>;

export type AppliesTable = {
  id: Generated<number>;
  enterpriseId: number;
  createdBy: number;
  category: Category;
  companyType: CompanyType;
  relocate: boolean;
  name: Generated<string>;
  status: Generated<number>;
  stage: Stage | null;
  haltedAt: Stage | null;
  version: Generated<number>;
  lockVersion: Generated<number>;
  govExaminerId: number | null;
  statuteExaminerId: number | null;
  inquire: string | null;
  bureau: string | null;
  /** Wire name kept by the spec; the camel-case plugin maps this key to the same snake_case column. */
  examineCompanyNames: string | null;
  note: string | null;
  /** What each review stage recorded (FORMS.md section 4), by stage. */
  stageRecords: ColumnType<Record<string, unknown>, string | undefined, string>;
  submittedAt: Timestamp | null;
  settledAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type ApplySectionsTable = {
  applyId: number;
  section: SectionKey;
  data: Json<Record<string, unknown>>;
  updatedBy: number;
  updatedAt: Timestamp;
};

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

export type ApplyVersionsTable = {
  id: Generated<number>;
  applyId: number;
  version: number;
  sections: Json<Partial<Record<SectionKey, Record<string, unknown>>>>;
  attachments: Json<AttachmentRef[]>;
  submittedBy: number;
  submittedAt: Timestamp;
};

export type ApplyAttachmentsTable = {
  id: Generated<number>;
  applyId: number;
  section: string;
  key: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  uploadedBy: number;
  createdAt: Timestamp;
  removedAt: Timestamp | null;
};

export type OfficerRegistersTable = {
  enterpriseId: number;
  register: Json<Register>;
  updatedBy: number;
  updatedAt: Timestamp;
};

/** The review workflow's history (0005): one row per action on an application. */
export type FlowRecordsTable = {
  id: Generated<number>;
  applyId: number;
  version: number;
  action: Action;
  stage: Stage | null;
  status: number;
  toStage: Stage | null;
  actorId: number;
  opinion: Generated<string>;
  note: string | null;
  result: Json<Record<string, unknown>> | null;
  createdAt: Timestamp;
};

/** Messages (0007): one row per message, kept until its receiver deletes it. */
export type MessagesTable = {
  id: Generated<number>;
  receiverId: number;
  subject: string;
  body: string;
  genre: MessageGenre;
  applyId: number | null;
  readed: Generated<0 | 1>;
  createdAt: Timestamp;
};

export type NewApply = Insertable<AppliesTable>;

export type DB = {
  departments: DepartmentsTable;
  jobs: JobsTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  userNodes: UserNodesTable;
  enterprises: EnterprisesTable;
  userEnterprises: UserEnterprisesTable;
  sessions: SessionsTable;
  smsCodes: SmsCodesTable;
  loginFailures: LoginFailuresTable;
  qrLogins: QrLoginsTable;
  uncodeTokens: UncodeTokensTable;
  handoffUses: HandoffUsesTable;
  applies: AppliesTable;
  applySections: ApplySectionsTable;
  applyVersions: ApplyVersionsTable;
  applyAttachments: ApplyAttachmentsTable;
  flowRecords: FlowRecordsTable;
  officerRegisters: OfficerRegistersTable;
  taxReports: TaxReportsTable;
  strategicPartners: StrategicPartnersTable;
  strategicRecords: StrategicRecordsTable;
  strategicRecordPartners: StrategicRecordPartnersTable;
  messages: MessagesTable;
};

/** NUMERIC(20,4) travels as text both ways (node-pg and PGlite return NUMERIC as string): never a float. */
type Numeric = ColumnType<string, string, string>;

export type TaxReportsTable = {
  id: Generated<number>;
  enterpriseId: number;
  reportYear: number;
  reportQuarter: number;
  valueAddedTax: Numeric;
  companyTax: Numeric;
  personalTax: Numeric;
  otherTax: Numeric;
  createdBy: number;
  createdAt: Timestamp;
};

export type StrategicPartnersTable = {
  id: Generated<number>;
  name: string;
  category: string;
  city: string;
  services: string;
  contact: string;
  sortOrder: number;
};

export type StrategicRecordsTable = {
  enterpriseId: number;
  intent: string;
  contactName: string;
  contactPhone: string;
  note: Generated<string>;
  updatedBy: number;
  updatedAt: Timestamp;
};

export type StrategicRecordPartnersTable = { enterpriseId: number; partnerId: number };


/** QR sign-in codes (0003): `used` once redeemed, `dropped` when the same tab asked for a newer code. */
export type QrLoginState = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'used' | 'dropped';

export type QrLoginsTable = {
  id: Generated<number>;
  pollHash: string;
  scanHash: string;
  loginType: 'personQrCode' | 'companyQrCode';
  clientId: string;
  status: QrLoginState;
  requesterIp: string;
  requesterAgent: string;
  userId: number | null;
  enterpriseId: number | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  decidedAt: Timestamp | null;
};

export type UncodeTokensTable = {
  id: Generated<number>;
  tokenHash: string;
  mobile: string;
  issuedBy: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
};

export type HandoffUsesTable = { receiver: string; jti: string; expiresAt: Timestamp; usedAt: Timestamp };
