import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LoginType } from '@ftown/domain/auth/login-types';
import type { Role } from '@ftown/domain/auth/roles';

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
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Enterprise = Selectable<EnterprisesTable>;
export type NewEnterprise = Insertable<EnterprisesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SmsCode = Selectable<SmsCodesTable>;
