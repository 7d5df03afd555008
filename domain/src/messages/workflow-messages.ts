import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import type { TransitionAction } from '../review/actions.ts';
import { opinionSubject } from '../review/opinion-note.ts';
import { assigningCentre, type Assignees } from '../review/permission.ts';
import { STAGE_INFO, type Stage } from '../review/stages.ts';
import { STAGE_RULES } from '../review/workflow.ts';
import type { MessageGenre } from './messages.schemas.ts';

/** 'submit' is an application's first submission; a corrected one is the workflow's 'resubmit'. */
export type WorkflowEventAction = 'submit' | TransitionAction;

/** A workflow step as its writer knows it, in the transaction that records it. */
export type WorkflowEvent = {
  action: WorkflowEventAction;
  apply: { id: number; name: string; applicantId: number };
  /** The stage acted at; null when the application was not in review (submit, intake, resubmit, some withdrawals). */
  stage: Stage | null;
  next: { status: ApplyStatus; stage: Stage | null; assignees: Assignees };
  /** The opinion note of a return or a refusal (opinion-note.ts). */
  note?: string | null;
};

export type WorkflowMessage = { receiverId: number; subject: string; body: string; genre: MessageGenre; applyId: number };

/** The examiner's genre is read in the staff centre, the applicant's in the personal one (spec section 9). */
export const APPLICANT_GENRE: MessageGenre = 'hub';
export const EXAMINER_GENRE: MessageGenre = 'flow';

export const WORKFLOW_SUBJECTS = {
  submitted: '您的申请已提交',
  resubmitted: '您的申请已重新提交',
  taken: '您的申请已受理',
  distributed: (name: string) => `您的申请“${name}”已分配审核人员`,
  passed: (stage: string) => `您的申请已通过“${stage}”环节`,
  settled: '您的申请已办结，营业执照已核发',
  withdrawn: '您的申请已撤回',
  toExamine: (name: string) => `您有新的待审核申请“${name}”`,
} as const;

const label = (stage: Stage | null) => (stage === null ? '' : STAGE_INFO[stage].label);

/** The examiner the next stage belongs to, when only its centre's assigned examiner may act there. */
export const assignedExaminer = (stage: Stage | null, assignees: Assignees): number | null => {
  if (stage === null || !STAGE_RULES[stage].assignedOnly) return null;
  const centre = assigningCentre(STAGE_INFO[stage].centre);
  return centre === null ? null : assignees[centre];
};

/**
 * The messages one workflow step sends: the applicant (the application's owner) hears of every step in the hub
 * centre; the examiner an application lands with by distribution, or by a resubmission to their stage, gets one
 * in the flow centre. A return's subject contains 驳回 and a refusal's 不通过, each with the opinion note as body,
 * which is how the opinion drawer tells them apart; no other subject contains either word outside the quoted
 * application name. Subjects of a return, a refusal or an assignment name the application: the bell shows only
 * subjects, and a reader with several applications must know which one it is about.
 */
export const workflowMessages = (event: WorkflowEvent): WorkflowMessage[] => {
  const { apply, next } = event;
  const name = `“${apply.name}”`;
  const toApplicant = (subject: string, body: string): WorkflowMessage => ({
    receiverId: apply.applicantId,
    subject,
    body,
    genre: APPLICANT_GENRE,
    applyId: apply.id,
  });
  const toExaminer = (body: string): WorkflowMessage[] => {
    const examinerId = assignedExaminer(next.stage, next.assignees);
    return examinerId === null ? [] : [{ receiverId: examinerId, subject: WORKFLOW_SUBJECTS.toExamine(apply.name), body, genre: EXAMINER_GENRE, applyId: apply.id }];
  };

  switch (event.action) {
    case 'submit':
      return [toApplicant(WORKFLOW_SUBJECTS.submitted, `您的申请${name}已提交，请等待受理。`)];
    case 'resubmit':
      return [
        toApplicant(WORKFLOW_SUBJECTS.resubmitted, `您的申请${name}已重新提交，将在“${label(next.stage)}”环节继续审核。`),
        ...toExaminer(`申请${name}已按审核意见修改并重新提交，请在“${label(next.stage)}”环节办理。`),
      ];
    case 'startExamine':
      return [toApplicant(WORKFLOW_SUBJECTS.taken, `您的申请${name}已受理，进入“${label(next.stage)}”环节。`)];
    case 'assign':
      return [
        toApplicant(WORKFLOW_SUBJECTS.distributed(apply.name), `您的申请${name}已分配审核人员，进入“${label(next.stage)}”环节。`),
        ...toExaminer(`申请${name}已分配给您，请在“${label(next.stage)}”环节办理。`),
      ];
    case 'pass':
      return next.status === APPLY_STATUS.settled
        ? [toApplicant(WORKFLOW_SUBJECTS.settled, `您的申请${name}已通过全部审核，营业执照已核发，欢迎入驻。`)]
        : [
            toApplicant(
              WORKFLOW_SUBJECTS.passed(label(event.stage)),
              `您的申请${name}已通过“${label(event.stage)}”环节，进入“${label(next.stage)}”环节。`,
            ),
          ];
    case 'return':
    case 'refuse':
      return [toApplicant(opinionSubject(event.action, label(event.stage), apply.name), event.note ?? '')];
    case 'withdraw':
      return [toApplicant(WORKFLOW_SUBJECTS.withdrawn, `您的申请${name}已撤回。`)];
  }
};

/**
 * An SMS notice: `result` completes the approved template of its audience, one per audience because the provider
 * approves each wording (SMS_NOTICE_TEXTS).
 */
export type SmsNotice = { audience: SmsAudience; name: string; result: string };
export type SmsAudience = 'applicant' | 'staff';

/** The approved notice templates, filled in: what the person reads (the log transport shows it; a provider fills its own copy). */
const SMS_NOTICE_TEXTS: Record<SmsAudience, (name: string, result: string) => string> = {
  applicant: (name, result) => `您的申请“${name}”${result}，请登录基金小镇服务平台查看。`,
  staff: (name, result) => `申请“${name}”${result}，请登录基金小镇服务平台办理。`,
};

export const smsNoticeText = ({ audience, name, result }: SmsNotice) => SMS_NOTICE_TEXTS[audience](name, result);

/**
 * The steps an applicant is also told of by SMS, because they wait on the applicant or end the application:
 * a return (to correct), a refusal and the licence.
 */
export const smsNoticeOf = (event: WorkflowEvent): SmsNotice | null => {
  const notice = (result: string): SmsNotice => ({ audience: 'applicant', name: event.apply.name, result });
  if (event.action === 'return') return notice('已被驳回，请按审核意见修改后重新提交');
  if (event.action === 'refuse') return notice('未通过审核');
  if (event.action === 'pass' && event.next.status === APPLY_STATUS.settled) return notice('已办结，营业执照已核发');
  return null;
};
