import { z } from 'zod';
import { defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import type { Node } from '../../auth/roles.ts';
import { DAY_KINDS } from '../calendar.ts';
import { CLOCK_LEVELS } from '../clock.ts';
import { CLOCK_STAGES, MAX_LIMIT_DAYS, type ClockStage } from '../limits.ts';

/**
 * Stage clocks on the wire (issue 14): the clock each application carries, the calendar and limits every
 * signed-in user reads (to show elapsed and remaining time), the administrators' calls that change them, and
 * the overdue list.
 */

export const TIME_LIMIT_MESSAGES = {
  badDay: '日期格式应为YYYY-MM-DD',
  dayNotInYear: '日期须在所选年份内',
  duplicateDay: '同一日期只能设置一次',
  badYear: '年份应在2000至2100之间',
  badLimit: `时限应为1至${MAX_LIMIT_DAYS}个工作日的整数`,
  badLevel: '未知的时限状态',
} as const;

const zTimestamp = () => z.string().describe('ISO 8601');

/** An application's stored stage clock (domain StoredClock, instants as ISO strings); null when no clock runs or waits. */
export const ZStageClock = z.object({
  stage: z.enum(CLOCK_STAGES),
  limitDays: z.number().int(),
  spentMs: z.number().int(),
  startedAt: zTimestamp().nullable(),
  amberAt: zTimestamp().nullable(),
  overdueAt: zTimestamp().nullable(),
});
export type TStageClock = z.infer<typeof ZStageClock>;

const zDay = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, TIME_LIMIT_MESSAGES.badDay);
export const ZCalendarDay = z.object({ day: zDay(), kind: z.enum(DAY_KINDS) });

const zLimitDays = () => z.number({ error: TIME_LIMIT_MESSAGES.badLimit }).int(TIME_LIMIT_MESSAGES.badLimit).min(1, TIME_LIMIT_MESSAGES.badLimit).max(MAX_LIMIT_DAYS, TIME_LIMIT_MESSAGES.badLimit);

const limitsShape = Object.fromEntries(CLOCK_STAGES.map((s) => [s, zLimitDays()])) as Record<ClockStage, ReturnType<typeof zLimitDays>>;
export const ZStageLimits = z.object(limitsShape);

/** The calendar (every year's holidays and adjusted working days) and the limit of every stage. */
export const ZTimeSettings = z.object({ limits: ZStageLimits, days: z.array(ZCalendarDay) });
export type TTimeSettings = z.infer<typeof ZTimeSettings>;

/** POST saveCalendarYear: the year's whole list of exceptions; days not listed follow the weekday rule. */
export const ZSaveCalendarYear = z
  .object({
    year: z.number({ error: TIME_LIMIT_MESSAGES.badYear }).int().min(2000, TIME_LIMIT_MESSAGES.badYear).max(2100, TIME_LIMIT_MESSAGES.badYear),
    days: z.array(ZCalendarDay).max(366),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    for (const [i, d] of input.days.entries()) {
      if (!d.day.startsWith(`${input.year}-`) || Number.isNaN(Date.parse(`${d.day}T00:00:00Z`)))
        ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: TIME_LIMIT_MESSAGES.dayNotInYear });
      if (seen.has(d.day)) ctx.addIssue({ code: 'custom', path: ['days', i, 'day'], message: TIME_LIMIT_MESSAGES.duplicateDay });
      seen.add(d.day);
    }
  });
export type TSaveCalendarYear = z.infer<typeof ZSaveCalendarYear>;

/** One row of the 超期 list: the application, its clock, and who holds it now. */
export const ZOverdueRow = z.object({
  id: z.number().int(),
  name: z.string(),
  unicodes: z.string(),
  stage: z.enum(CLOCK_STAGES),
  clock: ZStageClock,
  /** The assigned examiner where the stage has one, else the department that owns the stage. */
  holder: z.string(),
});
export type TOverdueRow = z.infer<typeof ZOverdueRow>;

export const ZClockLevel = z.enum(CLOCK_LEVELS, { error: TIME_LIMIT_MESSAGES.badLevel });

/** The node of the administrators' page (系统管理 › 审批时限) and of the overdue list. */
export const TIME_LIMITS_NODE = 'time-limits' satisfies Node;
export const OVERDUE_NODE = 'overdue' satisfies Node;

const tag = 'time-limits';
const HOME = '/timeLimits';

export const TIME_LIMIT_CALLS = {
  getTimeSettings: defineCall({
    method: 'GET',
    path: `${HOME}/getTimeSettings`,
    tag,
    summary: '审批时限与工作日历',
    input: z.object({}),
    reply: envelope(ZTimeSettings),
  }),
  saveStageLimits: defineCall({
    method: 'POST',
    path: `${HOME}/saveStageLimits`,
    tag,
    summary: '保存各环节审批时限（工作日）',
    input: ZStageLimits,
    reply: envelope(ZTimeSettings),
  }),
  saveCalendarYear: defineCall({
    method: 'POST',
    path: `${HOME}/saveCalendarYear`,
    tag,
    summary: '保存某年的节假日与调休工作日',
    input: ZSaveCalendarYear,
    reply: envelope(ZTimeSettings),
  }),
  getOverdueApplies: defineCall({
    method: 'GET',
    path: `${HOME}/getOverdueApplies`,
    tag,
    summary: '超期申请（各环节）',
    input: z.object({}),
    reply: envelope(z.array(ZOverdueRow)),
  }),
};
