import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  APPLY_CALLS,
  ZApplyDetailResponse,
  ZApplyListResponse,
  ZApplyPageResponse,
  ZApplyRef,
  ZApplyReadRequest,
  ZApplyResponse,
  ZAttachmentIdRequest,
  ZAttachmentListResponse,
  ZAttachmentResponse,
  ZContactsReadRequest,
  ZCreateApplyRequest,
  ZFilteExecutivesRequest,
  ZGetAllApplyQuery,
  ZMultiSectionAttaRequest,
  ZOneSectionAttaRequest,
  ZReadQuery,
  ZRemoveApplyRequest,
  ZRemovedResponse,
  ZSaveSectionRequest,
  ZSectionViewResponse,
  ZSelectAllByMobileQuery,
  ZUploadAttachmentFields,
  ZVersionListResponse,
} from '@ftown/domain/applications/api/apply.schemas';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { ok } from '../envelope.ts';
import { sendFile } from '../files/send-file.ts';
import { receiveUpload } from '../files/uploads.ts';
import { userOf } from '../plugins/auth.ts';
import type { ApplicationsService } from './applications.service.ts';

export type ApplicationsRoutesOptions = { service: ApplicationsService };

/** The keyed section reads of spec section 7 and the section each returns. */
const SECTION_READS = [
  ['getAllCapitalForApply', 'capital', ZApplyReadRequest, '出资人信息'],
  ['getTopmanForApply', 'topman', ZApplyReadRequest, '实际控制人信息'],
  ['getContactsForApply', 'contacts', ZContactsReadRequest, '联系人信息'],
  ['getFinanceForApply', 'finance', ZApplyReadRequest, '财务信息'],
  ['getFundManagedForApply', 'fundManaged', ZApplyReadRequest, '管理基金信息'],
] as const satisfies readonly (readonly [keyof typeof APPLY_CALLS, SectionKey, z.ZodType, string])[];

/** The /apply/home calls (spec section 7, DESIGN section 2): thin routes over the applications service. */
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (app, { service }) => {
  const tags = ['apply'];
  const signedIn = { onRequest: app.guard() };

  app.get(
    APPLY_CALLS.selectAllByMobile.path,
    { ...signedIn, schema: { tags, summary: '按手机号查询申请', querystring: ZSelectAllByMobileQuery, response: { 200: ZApplyListResponse } } },
    async (request) => ok(await service.selectAllByMobile(userOf(request), request.query.mobile)),
  );

  // A page from the list cache is the same object until its list changes, so its JSON is made (and checked
  // against the schema) once, not on every read of a busy list.
  const pageJson = new WeakMap<object, string>();
  app.get(
    APPLY_CALLS.getAllApply.path,
    {
      ...signedIn,
      schema: { tags, summary: '申请列表（申请人本人的申请或审核队列）', querystring: ZGetAllApplyQuery, response: { 200: ZApplyPageResponse } },
      serializerCompiler: (route) => {
        const serialize = serializerCompiler({ ...route, schema: ZApplyPageResponse });
        return (envelope: ReturnType<typeof ok<object>>) => {
          let text = pageJson.get(envelope.data);
          if (text === undefined) pageJson.set(envelope.data, (text = serialize(envelope)));
          return text;
        };
      },
    },
    async (request) => ok(await service.getAllApply(userOf(request), request.query)),
  );

  app.get(
    APPLY_CALLS.read.path,
    { ...signedIn, schema: { tags, summary: '查看申请', querystring: ZReadQuery, response: { 200: ZApplyDetailResponse } } },
    async (request) => ok(await service.read(userOf(request), request.query.id)),
  );

  app.post(
    APPLY_CALLS.getOneApply.path,
    { ...signedIn, schema: { tags, summary: '申请及其各部分', body: ZApplyReadRequest, response: { 200: ZApplyDetailResponse } } },
    async (request) => ok(await service.getOneApply(userOf(request), request.body)),
  );

  for (const [call, section, body, summary] of SECTION_READS) {
    app.post(
      APPLY_CALLS[call].path,
      { ...signedIn, schema: { tags, summary, body, response: { 200: ZSectionViewResponse } } },
      async (request) => ok(await service.getSection(userOf(request), request.body, section)),
    );
  }

  app.post(
    APPLY_CALLS.getFilteExecutivesForApply.path,
    { ...signedIn, schema: { tags, summary: '董事、监事等高管信息', body: ZFilteExecutivesRequest, response: { 200: ZSectionViewResponse } } },
    async (request) => ok(await service.getFilteExecutives(userOf(request), request.body)),
  );

  app.post(
    APPLY_CALLS.getArchiveVersionForApply.path,
    { ...signedIn, schema: { tags, summary: '已提交的版本（不带版本号：列出全部）', body: ZApplyRef, response: { 200: ZVersionListResponse } } },
    async (request) => ok(await service.getArchiveVersions(userOf(request), request.body)),
  );

  app.post(
    APPLY_CALLS.getOneSectionAttaForApply.path,
    { ...signedIn, schema: { tags, summary: '某部分的附件', body: ZOneSectionAttaRequest, response: { 200: ZAttachmentListResponse } } },
    async (request) => ok(await service.getAttachments(userOf(request), request.body, [request.body.section])),
  );

  app.post(
    APPLY_CALLS.getMultiSectionAttaByUnicodes.path,
    { ...signedIn, schema: { tags, summary: '多个部分的附件', body: ZMultiSectionAttaRequest, response: { 200: ZAttachmentListResponse } } },
    async (request) => ok(await service.getAttachments(userOf(request), request.body, request.body.sections)),
  );

  app.post(
    APPLY_CALLS.createApply.path,
    { onRequest: app.guard({ roles: ['editor'] }), schema: { tags, summary: '新建申请', body: ZCreateApplyRequest, response: { 200: ZApplyResponse } } },
    async (request) => ok(await service.createApply(userOf(request), request.body)),
  );

  app.post(
    APPLY_CALLS.saveSection.path,
    { ...signedIn, schema: { tags, summary: '暂存申请表的一部分', body: ZSaveSectionRequest, response: { 200: ZSectionViewResponse } } },
    async (request) => ok(await service.saveSection(userOf(request), request.body), '保存成功'),
  );

  app.post(
    APPLY_CALLS.submitApply.path,
    { ...signedIn, schema: { tags, summary: '提交申请', body: ZApplyRef, response: { 200: ZApplyResponse } } },
    async (request) => ok(await service.submitApply(userOf(request), request.body), '提交成功'),
  );

  app.post(
    APPLY_CALLS.uploadAttachment.path,
    {
      ...signedIn,
      schema: { tags, summary: '上传附件（multipart：id、unicodes、section、key 在前，file 在后）', consumes: ['multipart/form-data'], response: { 200: ZAttachmentResponse } },
    },
    async (request, reply) => ok(await receiveUpload(request, reply, ZUploadAttachmentFields, (fields, file) => service.uploadAttachment(userOf(request), fields, file)), '上传成功'),
  );

  app.get(
    APPLY_CALLS.downloadAttachment.path,
    { ...signedIn, schema: { tags, summary: '下载附件', querystring: ZAttachmentIdRequest } },
    async (request, reply) => sendFile(reply, await service.downloadAttachment(userOf(request), request.query.id)),
  );

  app.post(
    APPLY_CALLS.removeAttachment.path,
    { ...signedIn, schema: { tags, summary: '删除草稿中的附件', body: ZAttachmentIdRequest, response: { 200: ZRemovedResponse } } },
    async (request) => ok(await service.removeAttachment(userOf(request), request.body.id), '删除成功'),
  );

  app.post(
    APPLY_CALLS.removeApplyForStatus.path,
    { ...signedIn, schema: { tags, summary: '删除草稿或已撤回的申请', body: ZRemoveApplyRequest, response: { 200: ZRemovedResponse } } },
    async (request) => ok(await service.removeApply(userOf(request), request.body), '删除成功'),
  );
};
