import { formatElapsed } from '../formats/elapsed.ts';
import type { Assignees } from '../review/permission.ts';
import type { ClockReading } from '../time-limits/clock.ts';
import { DAY_MS } from '../time-limits/calendar.ts';
import { clockStageLabel } from '../time-limits/limits.ts';
import { APPLICANT_GENRE, assignedExaminer, EXAMINER_GENRE, type SmsNotice, type WorkflowMessage } from './workflow-messages.ts';

/**
 * A stage clock that entered the amber band or went overdue (issue 14), as the notice scheduler claimed it: the
 * applicant and the examiner holding the application are told once per stage visit and level.
 */
export type ClockEvent = {
  apply: { id: number; name: string; applicantId: number };
  assignees: Assignees;
  level: 'amber' | 'overdue';
  reading: ClockReading;
};

export const CLOCK_SUBJECTS = {
  applicant: { amber: (name: string) => `您的申请“${name}”即将超过办理时限`, overdue: (name: string) => `您的申请“${name}”已超过办理时限` },
  examiner: { amber: (name: string) => `申请“${name}”即将超期，请尽快办理`, overdue: (name: string) => `申请“${name}”已超期，请尽快办理` },
} as const;

/**
 * The examiner holding the application: its centre's assigned examiner at a stage only they may act at. Intake and
 * the stages any holder of the node may take tell the applicant only; the 超期 list and the badges' overdue counts
 * show them to their departments.
 */
const holderOf = (event: ClockEvent): number | null =>
  event.reading.stage === 'examine' ? null : assignedExaminer(event.reading.stage, event.assignees);

/** Where it stands, in days, hours and minutes (spec section 9): what is left, or how long it has been over. */
const standing = ({ reading }: ClockEvent) =>
  `在“${clockStageLabel(reading.stage)}”环节的办理时限为${reading.limitMs / DAY_MS}个工作日，` +
  (reading.remainingMs > 0 ? `剩余${formatElapsed(reading.remainingMs)}` : `已超期${formatElapsed(-reading.remainingMs)}`);

export const clockMessages = (event: ClockEvent): WorkflowMessage[] => {
  const { apply, level } = event;
  const examinerId = holderOf(event);
  return [
    {
      receiverId: apply.applicantId,
      subject: CLOCK_SUBJECTS.applicant[level](apply.name),
      body: `您的申请“${apply.name}”${standing(event)}，工作人员正在办理。`,
      genre: APPLICANT_GENRE,
      applyId: apply.id,
    },
    ...(examinerId === null
      ? []
      : [
          {
            receiverId: examinerId,
            subject: CLOCK_SUBJECTS.examiner[level](apply.name),
            body: `申请“${apply.name}”${standing(event)}，请尽快办理。`,
            genre: EXAMINER_GENRE,
            applyId: apply.id,
          },
        ]),
  ];
};

/**
 * The SMS of the same receivers as clockMessages: the applicant's through the applicant template, the examiner's
 * through the staff one (申请“${name}”${result}，请登录基金小镇服务平台办理。); both read the same `result`.
 */
export const clockSmsNotices = (event: ClockEvent): { receiverId: number; notice: SmsNotice }[] => {
  const { apply, level, reading } = event;
  const result = `在“${clockStageLabel(reading.stage)}”环节${level === 'amber' ? '即将超过' : '已超过'}办理时限`;
  const examinerId = holderOf(event);
  return [
    { receiverId: apply.applicantId, notice: { audience: 'applicant', name: apply.name, result } },
    ...(examinerId === null ? [] : [{ receiverId: examinerId, notice: { audience: 'staff' as const, name: apply.name, result } }]),
  ];
};
