import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zApplyStatus } from '../applications/status.schema.ts';
import { APPLY_STATUS } from '../applications/status.ts';
import { APPLY_TYPES, CATEGORIES, COMPANY_TYPES } from '../applications/types.ts';
import { CST_OFFSET_MINUTES } from '../formats/date-time.ts';
import { ACTIONS } from '../review/actions.ts';
import { QUEUE_JOBS, STAGES } from '../review/stages.ts';
import { ZYearQuarter } from '../tax/tax.schemas.ts';
import { ZStageClock } from '../time-limits/api/time-limits.schemas.ts';

/** How many months the staff home's monthly chart covers, the current month included. */
export const HOME_MONTHS = 12;
/** How many of the caller's own actions the staff home lists. */
export const HOME_RECENT_ACTIONS = 10;
/** How many applications the applicant home lists; the full list is /edge/index. */
export const HOME_APPLICATIONS = 10;

const zTimestamp = () => z.string().describe('ISO 8601');
const zCount = () => z.number().int().min(0);

/* ----- staff ----- */

/** A queue the caller may open and how many applications wait in it for them. */
export const ZQueueCount = z.object({ job: z.enum(QUEUE_JOBS), count: zCount() });

/** One of the caller's own flow records. */
export const ZRecentAction = z.object({
  id: z.number().int(),
  applyId: z.number().int(),
  applyName: z.string(),
  stage: z.enum(STAGES).nullable(),
  action: z.enum(ACTIONS),
  createdAt: zTimestamp(),
});

/** One month of the pipeline, in China Standard Time. */
export const ZMonthCounts = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  received: zCount(),
  settled: zCount(),
  returned: zCount(),
  refused: zCount(),
});

export const ZStageLoad = z.object({
  stage: z.enum(STAGES),
  waiting: zCount(),
  /** Mean hours an application spent in the stage before leaving it; null when none has left it yet. */
  averageHours: z.number().min(0).nullable(),
  /** How many departures the mean is taken over. */
  departures: zCount(),
});

export const ZStaffSummary = z.object({
  queues: z.array(ZQueueCount),
  recent: z.array(ZRecentAction),
  /** Oldest month first, HOME_MONTHS of them, ending with the current month. */
  months: z.array(ZMonthCounts),
  /** Every stage, in review order. */
  stages: z.array(ZStageLoad),
});
export type TQueueCount = z.infer<typeof ZQueueCount>;
export type TRecentAction = z.infer<typeof ZRecentAction>;
export type TMonthCounts = z.infer<typeof ZMonthCounts>;
export type TStageLoad = z.infer<typeof ZStageLoad>;
export type TStaffSummary = z.infer<typeof ZStaffSummary>;
export const ZStaffSummaryResponse = envelope(ZStaffSummary);

/* ----- applicant ----- */

/** An application with what its steps bar needs (domain stepsOf takes these facts and this position). */
export const ZHomeApplication = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  name: z.string(),
  type: z.enum(APPLY_TYPES),
  category: z.enum(CATEGORIES),
  companyType: z.enum(COMPANY_TYPES),
  relocate: z.boolean(),
  renameOnMove: z.boolean().nullable(),
  status: zApplyStatus(),
  stage: z.enum(STAGES).nullable(),
  haltedAt: z.enum(STAGES).nullable(),
  version: z.number().int(),
  note: z.string().nullable(),
  updatedAt: zTimestamp(),
  /** The stage clock (issue 14): running in review, paused while returned or withdrawn, null when none runs. */
  clock: ZStageClock.nullable(),
});

/** A settled enterprise the caller acts for, and the quarters it has still to report. */
export const ZHomeEnterprise = z.object({
  unicodes: z.string(),
  name: z.string(),
  taxFinish: z.union([z.literal(0), z.literal(1)]),
  reportCount: zCount(),
  missing: z.array(ZYearQuarter),
});

export const ZApplicantSummary = z.object({
  /** The latest changed first, at most HOME_APPLICATIONS; `total` counts them all. */
  applications: z.object({ total: zCount(), items: z.array(ZHomeApplication) }),
  enterprises: z.array(ZHomeEnterprise),
});
export type THomeApplication = z.infer<typeof ZHomeApplication>;
export type THomeEnterprise = z.infer<typeof ZHomeEnterprise>;
export type TApplicantSummary = z.infer<typeof ZApplicantSummary>;
export const ZApplicantSummaryResponse = envelope(ZApplicantSummary);

/* ----- what the applicant does next ----- */

export type ApplicantNextStep = 'resubmit' | 'continue' | null;

/** A returned application is corrected and resubmitted; a draft is finished; anything else waits on staff. */
export const nextStepOf = (apply: Pick<THomeApplication, 'status'>): ApplicantNextStep =>
  apply.status === APPLY_STATUS.returned ? 'resubmit' : apply.status === APPLY_STATUS.draft ? 'continue' : null;

export const NEXT_STEP_LABELS: Record<Exclude<ApplicantNextStep, null>, string> = {
  resubmit: '修改后重新提交',
  continue: '继续填写',
};

/** The month keys ('2026-03') of the HOME_MONTHS months ending with the one `now` falls in, China Standard Time. */
export const lastMonths = (now: Date, count = HOME_MONTHS): string[] => {
  const cst = new Date(now.getTime() + CST_OFFSET_MINUTES * 60_000);
  const index = cst.getUTCFullYear() * 12 + cst.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const m = index - (count - 1) + i;
    return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
};

/** The two home summaries (issue 5). */
export const HOME_CALLS = {
  staffSummary: defineCall({
    method: 'GET',
    path: '/home/staffSummary',
    tag: 'home',
    summary: '工作人员首页：待办队列、最近操作、受理情况统计',
    input: z.object({}),
    reply: ZStaffSummaryResponse,
  }),
  applicantSummary: defineCall({
    method: 'GET',
    path: '/home/applicantSummary',
    tag: 'home',
    summary: '申请人首页：本人的申请进度与待办事项',
    input: z.object({}),
    reply: ZApplicantSummaryResponse,
  }),
};
