import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccessRule } from '@ftown/domain/auth/access';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { LIVE_STREAMS, SELECT_ALL_NOTICES, ZSelectAllNoticesResponse, ZStreamQuery, type LiveStream } from '@ftown/domain/live/live.schemas';
import { ok } from '../envelope.ts';
import { tokenOf, userOf } from '../plugins/auth.ts';
import type { LiveService } from './live.service.ts';

const STAFF: AccessRule = { roles: STAFF_ROLES };

/** The two event streams of spec section 7 and their fallback (issue 7). */
export const liveRoutes: FastifyPluginAsyncZod<{ service: LiveService }> = async (app, { service }) => {
  const tags = ['live'];
  await service.start();
  // preClose, not onClose: the server waits for open responses before onClose hooks run.
  app.addHook('preClose', service.stop);

  const stream = (kind: LiveStream, summary: string, rule?: AccessRule) =>
    app.get(
      LIVE_STREAMS[kind].path,
      { onRequest: app.guard(rule), exposeHeadRoute: false, schema: { tags, summary, querystring: ZStreamQuery } },
      async (request, reply) => {
        // The guard refused bad tokens with their envelope; the session's expiry (a cached read) bounds the stream.
        const { user, expiresAt } = await app.sessions.resolveSession(tokenOf(request));
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
