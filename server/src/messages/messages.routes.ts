import type { FastifyPluginAsync } from 'fastify';
import { LITEMSG_CALLS, LITEMSG_OK_CODE, MESSAGE_TEXTS } from '@ftown/domain/messages/messages.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { MessagesService } from './messages.service.ts';

/** One id is the drawer reading or deleting a message; several are a centre's batch (spec section 8 texts). */
const batchOk = (affect: number, records: readonly number[], one: string, many: string) => ({
  code: LITEMSG_OK_CODE,
  message: records.length === 1 ? one : many,
  data: { affect },
});

/** The litemsg calls of spec section 7: thin routes over the messages service, every one signed in. */
export const messagesRoutes: FastifyPluginAsync<{ service: MessagesService }> = async (app, { service }) => {
  const calls = LITEMSG_CALLS;

  route(app, calls.batchRead, 'signedIn', async (input, request) =>
    batchOk(await service.batchRead(userOf(request), input), input.records, MESSAGE_TEXTS.read, MESSAGE_TEXTS.marked),
  );

  route(app, calls.batchDelete, 'signedIn', async (input, request) =>
    batchOk(await service.batchDelete(userOf(request), input), input.records, MESSAGE_TEXTS.deleted, MESSAGE_TEXTS.batchDeleted),
  );

  route(app, calls.getAllByReceiver, 'signedIn', async (input, request) => ok(await service.latest(userOf(request), input), MESSAGE_TEXTS.loaded));

  route(app, calls.getUnReadMsgByReceiver, 'signedIn', async (input, request) => {
    const messages = await service.unread(userOf(request), input);
    return ok(messages, messages.length === 0 ? MESSAGE_TEXTS.empty : MESSAGE_TEXTS.loaded);
  });

  route(app, calls.selectUnReadTotal, 'signedIn', async (input, request) =>
    ok(await service.unreadTotal(userOf(request), input.receiver), MESSAGE_TEXTS.loaded),
  );

  route(app, calls.selectAllByReceiver, 'signedIn', async (input, request) => ok(await service.page(userOf(request), input), MESSAGE_TEXTS.loaded));
};
