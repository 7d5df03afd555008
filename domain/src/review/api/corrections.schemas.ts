import { z } from 'zod';
import { defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import { ZApplyRef, zApplyId } from '../../applications/api/apply.schemas.ts';
import { zUnicodes } from '../../applications/unicodes.ts';
import { zId } from '../../api/wire-values.ts';
import { zCorrectionReply } from '../corrections.ts';
import { STAGES } from '../stages.ts';

/**
 * The calls of corrections pinned to fields (issue 14 part 2, domain corrections.ts): the applicant reads the
 * items of the latest return, answers them and may ask to change more; the examiner of the stage that returned
 * the application reads them on the resubmitted version, with old and new values, and ticks each off.
 */

const zTimestamp = () => z.string().describe('ISO 8601');

export const ZCorrectionItem = z.object({
  id: z.number().int(),
  target: z.string(),
  /** The target's Chinese name (企业基本信息 / 企业名称), fixed when the item was raised. */
  label: z.string(),
  remark: z.string(),
  reply: z.string().nullable(),
  repliedAt: zTimestamp().nullable(),
  /** The value on the version the item was raised on, and now (the resubmitted version, or the applicant's drafts). */
  before: z.unknown(),
  after: z.unknown(),
  changed: z.boolean(),
  checkedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  checkedAt: zTimestamp().nullable(),
});
export type TCorrectionItem = z.infer<typeof ZCorrectionItem>;

/** The items of one return or refusal (its flow record), with whether the applicant asked to change more. */
export const ZCorrectionRound = z.object({
  flowRecord: z.number().int(),
  action: z.enum(['return', 'refuse']),
  /** The frozen version the items were raised on, and the stage that raised them. */
  version: z.number().int(),
  stage: z.enum(STAGES).nullable(),
  /** When the applicant asked to change more than the named items (null: only those are open). */
  moreAskedAt: zTimestamp().nullable(),
  items: z.array(ZCorrectionItem),
  /** Whether the caller may tick items off now (the stage that returned it holds the resubmitted version). */
  mayCheck: z.boolean(),
});
export type TCorrectionRound = z.infer<typeof ZCorrectionRound>;

const ZCorrectionRoundResponse = envelope(ZCorrectionRound.nullable());

/** The applicant's writes name the application by id and enterprise, as the form page knows it. */
const zOwnApply = { id: zApplyId(), unicodes: zUnicodes() };

export const ZCorrectionReplyRequest = z.object({ ...zOwnApply, item: zId('退回事项不存在'), reply: zCorrectionReply });
export const ZOwnApplyRequest = z.object(zOwnApply);
export type TOwnApplyRequest = z.infer<typeof ZOwnApplyRequest>;
export type TCorrectionReplyRequest = z.infer<typeof ZCorrectionReplyRequest>;

export const ZCorrectionCheckRequest = z.object({ apply: zApplyId(), item: zId('退回事项不存在'), checked: z.boolean({ error: '请选择是否核对' }) });
export type TCorrectionCheckRequest = z.infer<typeof ZCorrectionCheckRequest>;

const tag = 'corrections';

export const CORRECTION_CALLS = {
  getCorrections: defineCall({
    method: 'GET',
    path: '/apply/home/getCorrections',
    tag,
    summary: '最近一次驳回或不通过的退回事项（含修改前后的值与申请人答复）',
    input: ZApplyRef,
    reply: ZCorrectionRoundResponse,
  }),
  replyCorrection: defineCall({
    method: 'POST',
    path: '/apply/home/replyCorrection',
    tag,
    summary: '申请人答复一项退回事项',
    input: ZCorrectionReplyRequest,
    reply: ZCorrectionRoundResponse,
  }),
  askToChangeMore: defineCall({
    method: 'POST',
    path: '/apply/home/askToChangeMore',
    tag,
    summary: '申请人申请修改退回事项以外的内容（记录时间）',
    input: ZOwnApplyRequest,
    reply: ZCorrectionRoundResponse,
  }),
  checkCorrection: defineCall({
    method: 'POST',
    path: '/examine/flow/checkCorrection',
    tag,
    summary: '审核人员核对一项退回事项',
    input: ZCorrectionCheckRequest,
    reply: ZCorrectionRoundResponse,
  }),
};
