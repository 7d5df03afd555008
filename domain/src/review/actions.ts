/** Actions that move an application: each changes its status or its stage. */
export const TRANSITION_ACTIONS = ['startExamine', 'assign', 'pass', 'return', 'refuse', 'withdraw', 'resubmit'] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** Actions that leave status and stage as they are (an archive, a receipt, a staff note). */
export const SIDE_ACTIONS = ['packQApply', 'echoMaterialApply', 'updateColumn'] as const;

export const ACTIONS = [...TRANSITION_ACTIONS, ...SIDE_ACTIONS] as const;
export type Action = (typeof ACTIONS)[number];

export const isTransitionAction = (action: Action): action is TransitionAction =>
  (TRANSITION_ACTIONS as readonly string[]).includes(action);

export const ACTION_LABELS: Record<Action, string> = {
  startExamine: '受理',
  assign: '分配',
  pass: '通过',
  return: '驳回',
  refuse: '不通过',
  withdraw: '撤回',
  resubmit: '重新提交',
  packQApply: '打包下载',
  echoMaterialApply: '确认材料回寄',
  updateColumn: '更新审核信息',
};

/** The staff-written columns of an application that updateColumn may set (spec section 7). */
export const UPDATE_COLUMNS = ['inquire', 'bureau', 'examine_company_names'] as const;
export type UpdateColumn = (typeof UPDATE_COLUMNS)[number];

export const UPDATE_COLUMN_LABELS: Record<UpdateColumn, string> = {
  inquire: '问询情况',
  bureau: '登记机关',
  examine_company_names: '核名名称',
};
