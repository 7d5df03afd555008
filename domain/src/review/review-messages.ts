/**
 * What the review workflow's calls answer to bad input (spec section 5, DESIGN section 2). Kept apart from the
 * call table so that a page showing one of them does not build every review schema to read it (issue 15).
 */
export const REVIEW_MESSAGES = {
  /** Spec section 5: a resubmission version that is not a positive integer is refused before any query. */
  badVersion: '参数[version]当前不可用',
  badColumn: '只能更新问询情况、登记机关或核名名称',
  columnTooLong: '内容不能超过500个字',
  badApplies: '申请编号列表应为1至100个正整数',
  badDepartment: '请选择部门',
  badNode: '未知的节点',
  noOpinions: '不存在驳回或不通过记录',
  badAgainst: '对比版本号应为正整数',
} as const;
