import { APPLY_STATUS, APPLY_STATUS_LABELS, type ApplyStatus } from '../applications/status.ts';
import { STAGE_INFO, type Stage } from '../review/stages.ts';

/**
 * Where an application stands or how it ended, in one phrase for the register's lists and export:
 * 审核中 names the stage, 已驳回 / 未通过 / 已撤回 the stage that stopped it.
 */
export const applyOutcomeLabel = (apply: { status: ApplyStatus; stage: Stage | null; haltedAt: Stage | null }): string => {
  const label = APPLY_STATUS_LABELS[apply.status];
  if (apply.status === APPLY_STATUS.inReview && apply.stage) return `${label}（${STAGE_INFO[apply.stage].label}）`;
  if (apply.haltedAt && apply.status !== APPLY_STATUS.settled) return `${label}（止于${STAGE_INFO[apply.haltedAt].label}）`;
  return label;
};
