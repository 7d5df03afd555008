import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccessRule, isAllowed } from '@ftown/domain/auth/access';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import {
  LIVE_CALLS,
  LIVE_STREAMS,
  SELECT_ALL_NOTICES,
  ZSelectAllNoticesResponse,
  ZStreamQuery,
  type LiveStream,
} from '@ftown/domain/live/live.schemas';
import { AppError } from '../app-error.ts';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { LiveService } from './live.service.ts';
import type { StreamTickets } from './stream-tickets.ts';

const STAFF: AccessRule = { roles: STAFF_ROLES };

/** The two event streams of spec section 7, their tickets and their fallback (issues 7 and 18). */
export const liveRoutes: FastifyPluginAsyncZod<{ service: LiveService; tickets: StreamTickets }> = async (app, { service, tickets }) => {
  const tags = ['live'];
  await service.start();
  // preClose, not onClose: the server waits for open responses before onClose hooks run.
  app.addHook('preClose', service.stop);

  route(app, LIVE_CALLS.streamTicket, 'signedIn', async (_input, request) => ok(await tickets.issue(userOf(request).sessionId)));

  const stream = (kind: LiveStream, summary: string, rule?: AccessRule) =>
    app.get(
      LIVE_STREAMS[kind].path,
      { exposeHeadRoute: false, schema: { tags, summary, querystring: ZStreamQuery } },
      async (request, reply) => {
        const { ticket, token } = request.query;
        // A ticket wins when both are given: it is the one that is spent.
        const { user, expiresAt } = ticket
          ? await app.sessions.resolveTokenHash(await tickets.take(ticket))
          : await app.sessions.resolveSession(token);
        request.user = user;
        if (rule && !isAllowed(rule, user)) throw new AppError('forbidden');
        // The session's expiry (a cached read) bounds the stream.
        reply.hijack();
        service.open(kind, user, expiresAt, reply.raw);
      },
    );

  stream('messages', '未读消息数的事件流（liteMsgSE）');
  stream('notices', '工作人员待办提醒的事件流（warnedSE）', STAFF);

  app.get(
    SELECT_ALL_NOTICES.path,
    { onRequest: app.guard(STAFF), schema: { tags, summary: '工作人员待办提醒（不支持事件流时）', response: { 200: ZSelectAllNoticesResponse } } },
    async (request) => ok(await service.notices(userOf(request))),
  );
};
