/** Application status (DESIGN section 4). Integers on the wire, as the spec's removable 0 and 3 require. */
export const APPLY_STATUS = {
  draft: 0,
  submitted: 1,
  inReview: 2,
  withdrawn: 3,
  returned: 4,
  refused: 5,
  settled: 6,
} as const;
export type ApplyStatusName = keyof typeof APPLY_STATUS;
export type ApplyStatus = (typeof APPLY_STATUS)[ApplyStatusName];
export const APPLY_STATUSES: readonly ApplyStatus[] = Object.values(APPLY_STATUS);

export const APPLY_STATUS_LABELS: Record<ApplyStatus, string> = {
  0: '草稿',
  1: '已提交',
  2: '审核中',
  3: '已撤回',
  4: '已驳回',
  5: '未通过',
  6: '已入驻',
};

export const REMOVABLE_STATUSES: readonly ApplyStatus[] = [APPLY_STATUS.draft, APPLY_STATUS.withdrawn];
export const isRemovable = (status: ApplyStatus): boolean => REMOVABLE_STATUSES.includes(status);

/** The applicant may edit while the application is a draft or was returned for correction. */
export const isEditableByApplicant = (status: ApplyStatus): boolean =>
  status === APPLY_STATUS.draft || status === APPLY_STATUS.returned;

/** Process category `ps` of the opinion drawer: 2 returned (驳回), 3 not passed (不通过). */
export const processCategory = (status: ApplyStatus): '2' | '3' | null =>
  status === APPLY_STATUS.returned ? '2' : status === APPLY_STATUS.refused ? '3' : null;
