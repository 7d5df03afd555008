import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHANGE_INFO_SECTIONS,
  type ChangeInfoCall,
  COMPARE_SECTIONS,
  REVIEW_CALLS,
} from '@ftown/domain/review/api/review.schemas';
import { REVIEW_MESSAGES } from '@ftown/domain/review/review-messages';
import { CORRECTION_CALLS } from '@ftown/domain/review/api/corrections.schemas';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { sendFile } from '../files/send-file.ts';
import { receiveUpload } from '../files/uploads.ts';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { ReviewService } from './review.service.ts';

export type ReviewRoutesOptions = { service: ReviewService };

/** The review workflow's calls (spec section 7, DESIGN section 2): thin routes over the review service. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { service }) => {
  route(app, REVIEW_CALLS.startExamine, 'signedIn', async (input, request) => ok(await service.startExamine(userOf(request), input), '受理成功'));
  route(app, REVIEW_CALLS.assign, 'signedIn', async (input, request) => ok(await service.assign(userOf(request), input), '分配成功'));
  route(app, REVIEW_CALLS.pass, 'signedIn', async (input, request) => ok(await service.pass(userOf(request), input), '审核通过'));
  route(app, REVIEW_CALLS.remadApply, 'signedIn', async (input, request) => ok(await service.remadApply(userOf(request), input), '已驳回'));
  route(app, REVIEW_CALLS.refuse, 'signedIn', async (input, request) => ok(await service.refuse(userOf(request), input), '已提交不通过意见'));
  route(app, REVIEW_CALLS.unmakeApply, 'signedIn', async (input, request) => ok(await service.unmakeApply(userOf(request), input), '撤回成功'));
  route(app, REVIEW_CALLS.echoMaterialApply, 'signedIn', async (input, request) => ok(await service.echoMaterialApply(userOf(request), input), '登记成功'));
  route(app, REVIEW_CALLS.updateColumn, 'signedIn', async (input, request) => ok(await service.updateColumn(userOf(request), input), '更新成功'));

  route(app, REVIEW_CALLS.packQApply, 'signedIn', async (input, request, reply) => sendFile(reply, await service.packQApply(userOf(request), input)));
  route(app, REVIEW_CALLS.uploadStageAttachment, 'signedIn', async (_fields, request, reply) =>
    ok(
      await receiveUpload(request, reply, REVIEW_CALLS.uploadStageAttachment.input, (fields, file) => service.uploadStageAttachment(userOf(request), fields, file)),
      '上传成功',
    ),
  );

  route(app, CORRECTION_CALLS.checkCorrection, 'signedIn', async (input, request) => ok(await service.checkCorrection(userOf(request), input), '已核对'));
  route(app, CORRECTION_CALLS.getCorrections, 'signedIn', async (input, request) => ok(await service.getCorrections(userOf(request), input)));

  route(app, REVIEW_CALLS.getReviewState, 'signedIn', async (input, request) => ok(await service.getReviewState(userOf(request), input.apply)));
  route(app, REVIEW_CALLS.getAddressHolders, { node: STAGE_INFO.address.node }, async (input, request) => ok(await service.getAddressHolders(userOf(request), input)));
  route(app, REVIEW_CALLS.getAllowedActions, 'signedIn', async (input, request) => ok(await service.getAllowedActions(userOf(request), input.applies)));
  route(app, REVIEW_CALLS.getAllByApply, 'signedIn', async (input, request) => ok(await service.getAllByApply(userOf(request), input.apply)));
  route(app, REVIEW_CALLS.getTimeline, 'signedIn', async (input, request) => ok(await service.getTimeline(userOf(request), input.apply)));
  route(app, REVIEW_CALLS.getRecentStepByApply, 'signedIn', async (input, request) => ok(await service.getRecentStepByApply(userOf(request), input.apply)));
  route(app, REVIEW_CALLS.getRejectRecord, 'signedIn', async (input, request) => ok(await service.getRejectRecord(userOf(request), input)));
  route(app, REVIEW_CALLS.uniShowFlow, 'signedIn', async (input, request) => ok(await service.uniShowFlow(userOf(request), input.unicodes)));
  route(app, REVIEW_CALLS.getOpinions, 'signedIn', async (input, request) => {
    const records = await service.getOpinions(userOf(request), input);
    return records.length > 0
      ? { code: '0' as const, message: 'ok', data: records }
      : { code: '404' as const, message: REVIEW_MESSAGES.noOpinions, data: [] };
  });

  // Compare and change-info calls are for admin and examiner only (spec section 6).
  const staffOnly = { roles: STAFF_ROLES };
  for (const [call, sections] of Object.entries(COMPARE_SECTIONS) as [keyof typeof COMPARE_SECTIONS, readonly string[] | null][]) {
    route(app, REVIEW_CALLS[call], staffOnly, async (input, request) => ok(await service.compare(userOf(request), input, sections)));
  }
  for (const [call, section] of Object.entries(CHANGE_INFO_SECTIONS) as [ChangeInfoCall, 'executives' | 'capital'][]) {
    route(app, REVIEW_CALLS[call], staffOnly, async (input, request) => ok(await service.changeInfo(userOf(request), input, section)));
  }

  route(app, REVIEW_CALLS.selectExamineAssistant, staffOnly, async (input, request) => ok(await service.selectExamineAssistant(userOf(request), input.stage)));
  route(app, REVIEW_CALLS.getExaminerLoads, staffOnly, async (input, request) => ok(await service.getExaminerLoads(userOf(request), input.stage)));
  route(app, REVIEW_CALLS.getUserListByNode, staffOnly, async (input, request) =>
    ok(await service.listStaff(userOf(request), { node: input.node === '1' ? undefined : input.node })),
  );
  route(app, REVIEW_CALLS.selectExaminerByAuthDepartment, staffOnly, async (input, request) =>
    ok(await service.listStaff(userOf(request), { department: input.department, role: 'examiner' })),
  );
};
