import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LITEMSG_CALLS,
  LITEMSG_OK_CODE,
  MESSAGE_TEXTS,
  ZAllByReceiverPageQuery,
  ZAllByReceiverQuery,
  ZBatchRequest,
  ZBatchResponse,
  ZMessageListResponse,
  ZMessagePageResponse,
  ZUnreadQuery,
  ZUnreadTotalQuery,
  ZUnreadTotalResponse,
} from '@ftown/domain/messages/messages.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import type { MessagesService } from './messages.service.ts';

/** One id is the drawer reading or deleting a message; several are a centre's batch (spec section 8 texts). */
const batchOk = (affect: number, records: readonly number[], one: string, many: string) => ({
  code: LITEMSG_OK_CODE,
  message: records.length === 1 ? one : many,
  data: { affect },
});

/** The litemsg calls of spec section 7: thin routes over the messages service, every one signed in. */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService }> = async (app, { service }) => {
  const tags = ['litemsg'];
  const signedIn = app.guard();

  app.post(
    LITEMSG_CALLS.batchRead.path,
    { onRequest: signedIn, schema: { tags, summary: '标记消息已读', body: ZBatchRequest, response: { 200: ZBatchResponse } } },
    async (request) => batchOk(await service.batchRead(userOf(request), request.body), request.body.records, MESSAGE_TEXTS.read, MESSAGE_TEXTS.marked),
  );

  app.post(
    LITEMSG_CALLS.batchDelete.path,
    { onRequest: signedIn, schema: { tags, summary: '删除消息', body: ZBatchRequest, response: { 200: ZBatchResponse } } },
    async (request) =>
      batchOk(await service.batchDelete(userOf(request), request.body), request.body.records, MESSAGE_TEXTS.deleted, MESSAGE_TEXTS.batchDeleted),
  );

  app.get(
    LITEMSG_CALLS.getAllByReceiver.path,
    { onRequest: signedIn, schema: { tags, summary: '最新消息', querystring: ZAllByReceiverQuery, response: { 200: ZMessageListResponse } } },
    async (request) => ok(await service.latest(userOf(request), request.query), MESSAGE_TEXTS.loaded),
  );

  app.get(
    LITEMSG_CALLS.getUnReadMsgByReceiver.path,
    { onRequest: signedIn, schema: { tags, summary: '最新未读消息', querystring: ZUnreadQuery, response: { 200: ZMessageListResponse } } },
    async (request) => {
      const messages = await service.unread(userOf(request), request.query);
      return ok(messages, messages.length === 0 ? MESSAGE_TEXTS.empty : MESSAGE_TEXTS.loaded);
    },
  );

  app.get(
    LITEMSG_CALLS.selectUnReadTotal.path,
    { onRequest: signedIn, schema: { tags, summary: '未读消息数', querystring: ZUnreadTotalQuery, response: { 200: ZUnreadTotalResponse } } },
    async (request) => ok(await service.unreadTotal(userOf(request), request.query.receiver), MESSAGE_TEXTS.loaded),
  );

  app.get(
    LITEMSG_CALLS.selectAllByReceiver.path,
    { onRequest: signedIn, schema: { tags, summary: '消息中心（分页）', querystring: ZAllByReceiverPageQuery, response: { 200: ZMessagePageResponse } } },
    async (request) => ok(await service.page(userOf(request), request.query), MESSAGE_TEXTS.loaded),
  );
};
