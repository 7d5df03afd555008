import { z } from 'zod';
import { type Call, defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import { ZApply, ZApplyRef, zApplyId } from '../../applications/api/apply.schemas.ts';
import { NODES } from '../../auth/roles.ts';
import { REVIEW_MESSAGES } from '../review-messages.ts';

/**
 * The review calls of a staff queue's first screen: the actions on a row and the staff names of the examiner
 * column, which the staff layout reads. Kept apart from review.schemas.ts, whose action inputs reach every
 * application form's rules: a queue's first visit built all of them (issue 15: blocking time). REVIEW_CALLS holds
 * these too.
 */

export const REVIEW_TAG = 'review';

/** A staff member as the examiner pickers list them. */
export const ZStaffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  department: z.string(),
  job: z.string(),
  nodes: z.array(z.string()),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZReviewApplyResponse = envelope(ZApply);
const ZStaffUserListResponse = envelope(z.array(ZStaffUser));

/** startExamine, unmakeApply and packQApply name the application like the other /apply/home calls. */
export type TApplyActionRequest = z.infer<typeof ZApplyRef>;

/** getAllowedActions and the queue's holders: the ids of a queue page, as a comma list ('3,5,8') or repeated. */
export const ZAllowedActionsQuery = z.object({
  applies: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(zApplyId(), { error: REVIEW_MESSAGES.badApplies }).min(1, REVIEW_MESSAGES.badApplies).max(100, REVIEW_MESSAGES.badApplies),
  ),
});

/** GET /sam/getUserListByNode: `node` a node path (its holders) or '1', the original's flag for every staff member. */
export const ZUserListByNodeQuery = z.object({
  node: z.union([z.literal('1'), z.enum(NODES)], { error: REVIEW_MESSAGES.badNode }).default('1'),
});

/** An action on one application: its body, the application as it stands afterwards. */
export const actionCall = <I extends z.ZodType>(path: string, summary: string, input: I) =>
  defineCall({ method: 'POST', path, tag: REVIEW_TAG, summary, input, reply: ZReviewApplyResponse });

/** packQApply answers with the ZIP file itself (application/zip, Content-Disposition with the file name). */
export const QUEUE_CALLS = {
  startExamine: actionCall('/apply/home/startExamine', '受理申请', ZApplyRef),
  unmakeApply: actionCall('/apply/home/unmakeApply', '撤回申请', ZApplyRef),
  packQApply: {
    method: 'POST',
    path: '/apply/home/packQApply',
    kind: 'file',
    tag: REVIEW_TAG,
    summary: '打包下载申请（ZIP：申请数据 JSON 及全部附件）',
    input: ZApplyRef,
    reply: null,
  } as const satisfies Call<typeof ZApplyRef, null>,
  getUserListByNode: defineCall({
    method: 'GET',
    path: '/sam/getUserListByNode',
    tag: REVIEW_TAG,
    summary: '按节点查询工作人员',
    input: ZUserListByNodeQuery,
    reply: ZStaffUserListResponse,
  }),
};
