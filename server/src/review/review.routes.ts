import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type TApply, ZApplyResponse, ZAttachmentResponse } from '@ftown/domain/applications/api/apply.schemas';
import {
  CHANGE_INFO_SECTIONS,
  COMPARE_SECTIONS,
  REVIEW_CALLS,
  REVIEW_CONTRACT,
  REVIEW_MESSAGES,
  type ReviewCall,
  ZAllowedActionsQuery,
  ZAllowedActionsResponse,
  ZApplyQuery,
  ZApplyUnicodesQuery,
  ZAssignRequest,
  ZChangeInfoResponse,
  ZCompareRequest,
  ZCompareResponse,
  ZEchoMaterialRequest,
  ZEnterpriseFlowResponse,
  ZExaminerByDepartmentQuery,
  ZExaminerCandidateListResponse,
  ZExamineAssistantQuery,
  ZFlowRecordListResponse,
  ZOpinionsResponse,
  ZPackQApplyRequest,
  ZPassRequest,
  ZRecentStepResponse,
  ZRefuseRequest,
  ZRemadApplyRequest,
  ZReviewStateResponse,
  ZStaffUserListResponse,
  ZStageAttachmentFields,
  ZStartExamineRequest,
  ZUnicodesQuery,
  ZUnmakeApplyRequest,
  ZUpdateColumnRequest,
  ZUserListByNodeQuery,
} from '@ftown/domain/review/api/review.schemas';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { sendFile } from '../files/send-file.ts';
import { receiveUpload } from '../files/uploads.ts';
import { ok } from '../envelope.ts';
import type { AuthUser } from '../auth/session-store.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { ReviewService } from './review.service.ts';

export type ReviewRoutesOptions = { service: ReviewService };

/** The review workflow's calls (spec section 7, DESIGN section 2): thin routes over the review service. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { service }) => {
  const tags = ['review'];
  const signedIn = { onRequest: app.guard() };
  // Compare and change-info calls are for admin and examiner only (spec section 6).
  const staffOnly = { onRequest: app.guard({ roles: STAFF_ROLES }) };

  /** An action on one application: its body schema, one service call, the application afterwards. */
  const action = <S extends z.ZodType>(call: ReviewCall, body: S, summary: string, message: string, handler: (user: AuthUser, body: z.output<S>) => Promise<TApply>) =>
    app.post(REVIEW_CALLS[call].path, { ...signedIn, schema: { tags, summary, body, response: { 200: ZApplyResponse } } }, async (request) =>
      ok(await handler(userOf(request), request.body as z.output<S>), message),
    );

  action('startExamine', ZStartExamineRequest, '受理申请', '受理成功', service.startExamine);
  action('assign', ZAssignRequest, '分配审核人员', '分配成功', service.assign);
  action('pass', ZPassRequest, '通过当前环节', '审核通过', service.pass);
  action('remadApply', ZRemadApplyRequest, '驳回（退回申请人修改）', '已驳回', service.remadApply);
  action('refuse', ZRefuseRequest, '不通过', '已提交不通过意见', service.refuse);
  action('unmakeApply', ZUnmakeApplyRequest, '撤回申请', '撤回成功', service.unmakeApply);
  action('echoMaterialApply', ZEchoMaterialRequest, '登记纸质材料回寄情况', '登记成功', service.echoMaterialApply);
  action('updateColumn', ZUpdateColumnRequest, '更新问询情况、登记机关或核名名称', '更新成功', service.updateColumn);

  app.post(
    REVIEW_CALLS.packQApply.path,
    { ...signedIn, schema: { tags, summary: '打包下载申请（ZIP：申请数据 JSON 及全部附件）', body: ZPackQApplyRequest } },
    async (request, reply) => sendFile(reply, await service.packQApply(userOf(request), request.body)),
  );

  app.post(
    REVIEW_CALLS.uploadStageAttachment.path,
    {
      ...signedIn,
      schema: { tags, summary: '上传环节材料（multipart：apply、key 在前，file 在后）', consumes: ['multipart/form-data'], response: { 200: ZAttachmentResponse } },
    },
    async (request, reply) => ok(await receiveUpload(request, reply, ZStageAttachmentFields, (fields, file) => service.uploadStageAttachment(userOf(request), fields, file)), '上传成功'),
  );

  app.get(
    REVIEW_CALLS.getReviewState.path,
    { ...signedIn, schema: { tags, summary: '审核视图：可执行的操作、进度与分配情况', querystring: ZApplyQuery, response: { 200: ZReviewStateResponse } } },
    async (request) => ok(await service.getReviewState(userOf(request), request.query.apply)),
  );

  route(app, REVIEW_CONTRACT.getAddressHolders, { node: STAGE_INFO.address.node }, async (input, request) => ok(await service.getAddressHolders(userOf(request), input)));

  app.get(
    REVIEW_CALLS.getAllowedActions.path,
    { ...signedIn, schema: { tags, summary: '列表中每个申请可执行的操作', querystring: ZAllowedActionsQuery, response: { 200: ZAllowedActionsResponse } } },
    async (request) => ok(await service.getAllowedActions(userOf(request), request.query.applies)),
  );

  app.get(
    REVIEW_CALLS.getAllByApply.path,
    { ...signedIn, schema: { tags, summary: '申请的全部流转记录', querystring: ZApplyQuery, response: { 200: ZFlowRecordListResponse } } },
    async (request) => ok(await service.getAllByApply(userOf(request), request.query.apply)),
  );

  app.get(
    REVIEW_CALLS.getRecentStepByApply.path,
    { ...signedIn, schema: { tags, summary: '申请的当前进度与最近一步', querystring: ZApplyQuery, response: { 200: ZRecentStepResponse } } },
    async (request) => ok(await service.getRecentStepByApply(userOf(request), request.query.apply)),
  );

  app.get(
    REVIEW_CALLS.getRejectRecord.path,
    { ...signedIn, schema: { tags, summary: '驳回与不通过记录', querystring: ZApplyUnicodesQuery, response: { 200: ZFlowRecordListResponse } } },
    async (request) => ok(await service.getRejectRecord(userOf(request), request.query)),
  );

  app.get(
    REVIEW_CALLS.uniShowFlow.path,
    { ...signedIn, schema: { tags, summary: '企业各申请的流转情况', querystring: ZUnicodesQuery, response: { 200: ZEnterpriseFlowResponse } } },
    async (request) => ok(await service.uniShowFlow(userOf(request), request.query.unicodes)),
  );

  app.get(
    REVIEW_CALLS.getOpinions.path,
    { ...signedIn, schema: { tags, summary: "审核意见（code '0' 有记录，'404' 无记录）", querystring: ZApplyUnicodesQuery, response: { 200: ZOpinionsResponse } } },
    async (request) => {
      const records = await service.getOpinions(userOf(request), request.query);
      return records.length > 0
        ? { code: '0' as const, message: 'ok', data: records }
        : { code: '404' as const, message: REVIEW_MESSAGES.noOpinions, data: [] };
    },
  );

  for (const [call, sections] of Object.entries(COMPARE_SECTIONS) as [keyof typeof COMPARE_SECTIONS, readonly string[] | null][]) {
    app.post(
      REVIEW_CALLS[call].path,
      { ...staffOnly, schema: { tags, summary: `版本比较${sections ? `（${sections.join('、')}）` : ''}`, body: ZCompareRequest, response: { 200: ZCompareResponse } } },
      async (request) => ok(await service.compare(userOf(request), request.body, sections)),
    );
  }

  for (const [call, section] of Object.entries(CHANGE_INFO_SECTIONS) as [keyof typeof CHANGE_INFO_SECTIONS, 'executives' | 'capital'][]) {
    app.post(
      REVIEW_CALLS[call].path,
      { ...staffOnly, schema: { tags, summary: `变更情况（${section}）`, body: ZCompareRequest, response: { 200: ZChangeInfoResponse } } },
      async (request) => ok(await service.changeInfo(userOf(request), request.body, section)),
    );
  }

  app.get(
    REVIEW_CALLS.selectExamineAssistant.path,
    { ...staffOnly, schema: { tags, summary: '可分配的审核人员', querystring: ZExamineAssistantQuery, response: { 200: ZExaminerCandidateListResponse } } },
    async (request) => ok(await service.selectExamineAssistant(userOf(request), request.query.stage)),
  );

  app.get(
    REVIEW_CALLS.getUserListByNode.path,
    { ...staffOnly, schema: { tags, summary: '按节点查询工作人员', querystring: ZUserListByNodeQuery, response: { 200: ZStaffUserListResponse } } },
    async (request) => ok(await service.listStaff(userOf(request), { node: request.query.node === '1' ? undefined : request.query.node })),
  );

  app.get(
    REVIEW_CALLS.selectExaminerByAuthDepartment.path,
    { ...staffOnly, schema: { tags, summary: '按部门查询审核人员', querystring: ZExaminerByDepartmentQuery, response: { 200: ZStaffUserListResponse } } },
    async (request) => ok(await service.listStaff(userOf(request), { department: request.query.department, role: 'examiner' })),
  );
};
