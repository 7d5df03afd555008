import type { ApplyStatus } from '../applications/status.ts';
import type { Category, CompanyType } from '../applications/types.ts';
import type { AssigningCentre, Assignees, ReviewState } from './permission.ts';
import type { Stage } from './stages.ts';
import type { PathFacts } from './workflow.ts';

/** The column of an application row that holds each assigning centre's examiner (the wire and the database agree). */
export const ASSIGNEE_COLUMNS = { government: 'govExaminerId', statute: 'statuteExaminerId' } as const satisfies Record<
  AssigningCentre,
  string
>;
export type AssigneeColumn = (typeof ASSIGNEE_COLUMNS)[AssigningCentre];
export const ASSIGNING_CENTRES = ['government', 'statute'] as const satisfies readonly AssigningCentre[];

/** How staff pages name each centre's examiner: '服务中心' + '审核人员' on the review page, '服务中心：' in a queue row. */
export const ASSIGNEE_CENTRE_NAMES: Record<AssigningCentre, string> = { government: '服务中心', statute: '法律合规' };
export type AssigneeColumns = Record<AssigneeColumn, number | null>;

export const assigneesOf = (row: AssigneeColumns): Assignees => ({
  government: row[ASSIGNEE_COLUMNS.government],
  statute: row[ASSIGNEE_COLUMNS.statute],
});

export const assigneeColumnsOf = (assignees: Assignees): AssigneeColumns => ({
  [ASSIGNEE_COLUMNS.government]: assignees.government,
  [ASSIGNEE_COLUMNS.statute]: assignees.statute,
});

/** What the workflow reads of an application row: the server's record and the wire's TApply both fit. */
export type ReviewRecord = AssigneeColumns & {
  status: ApplyStatus;
  stage: Stage | null;
  haltedAt: Stage | null;
  version: number;
  unicodes: string;
  category: Category;
  companyType: CompanyType;
  relocate: boolean;
};

/** `renameOnMove` lives in the relocation section, not the row: pass it where the path depends on it. */
export const factsOf = (record: Pick<ReviewRecord, 'category' | 'companyType' | 'relocate'>, renameOnMove?: boolean | null): PathFacts => ({
  category: record.category,
  companyType: record.companyType,
  relocate: record.relocate,
  renameOnMove,
});

/** The workflow's view of an application row, the one mapping server and web share. */
export const reviewStateOf = (record: ReviewRecord, renameOnMove?: boolean | null): ReviewState => ({
  status: record.status,
  stage: record.stage,
  haltedAt: record.haltedAt,
  version: record.version,
  unicodes: record.unicodes,
  assignees: assigneesOf(record),
  facts: factsOf(record, renameOnMove),
});
