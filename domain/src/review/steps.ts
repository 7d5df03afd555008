import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import { STAGE_INFO, type Stage } from './stages.ts';
import { pathOf, type PathFacts } from './workflow.ts';

export type StepKey = 'submit' | 'examine' | Stage | 'settled';
export type Step = { key: StepKey; title: string };
/** The status names of antd's Steps, so the web passes them through. */
export type StepsStatus = 'wait' | 'process' | 'finish' | 'error';
export type Steps = { steps: Step[]; current: number; status: StepsStatus };

/** Where an application stands, as much as the steps bar needs of ReviewState. */
export type StepsPosition = { status: ApplyStatus; stage: Stage | null; haltedAt: Stage | null };

/**
 * The steps bar of an application of these facts: submission, intake, the stages of its path, settlement.
 * Returned, refused and withdrawn applications point at the stage review halted at.
 */
export const stepsOf = (facts: PathFacts, position: StepsPosition): Steps => {
  const steps: Step[] = [
    { key: 'submit', title: '提交申请' },
    { key: 'examine', title: '受理' },
    ...pathOf(facts).map((s) => ({ key: s, title: STAGE_INFO[s].label })),
    { key: 'settled', title: '入驻完成' },
  ];
  const at = (key: StepKey | null): number => {
    const i = steps.findIndex((s) => s.key === key);
    return i < 0 ? 1 : i;
  };
  switch (position.status) {
    case APPLY_STATUS.draft:
      return { steps, current: 0, status: 'process' };
    case APPLY_STATUS.submitted:
      return { steps, current: 1, status: 'process' };
    case APPLY_STATUS.inReview:
      return { steps, current: at(position.stage), status: 'process' };
    case APPLY_STATUS.withdrawn:
      return { steps, current: at(position.haltedAt), status: 'wait' };
    case APPLY_STATUS.returned:
    case APPLY_STATUS.refused:
      return { steps, current: at(position.haltedAt), status: 'error' };
    case APPLY_STATUS.settled:
      return { steps, current: steps.length - 1, status: 'finish' };
    default:
      return { steps, current: 0, status: 'wait' };
  }
};
