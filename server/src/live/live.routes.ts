import type { FastifyPluginAsync } from 'fastify';
import { type AccessRule, isAllowed } from '@ftown/domain/auth/access';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { LIVE_CALLS, LIVE_STREAMS, SELECT_ALL_NOTICES, type LiveStream } from '@ftown/domain/live/live.schemas';
import { AppError } from '../app-error.ts';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { LiveService } from './live.service.ts';
import type { StreamTickets } from './stream-tickets.ts';

const STAFF: AccessRule = { roles: STAFF_ROLES };

/** The two event streams of spec section 7, their tickets and their fallback (issues 7 and 18). */
export const liveRoutes: FastifyPluginAsync<{ service: LiveService; tickets: StreamTickets }> = async (app, { service, tickets }) => {
  await service.start();
  // preClose, not onClose: the server waits for open responses before onClose hooks run.
  app.addHook('preClose', service.stop);

  route(app, LIVE_CALLS.streamTicket, 'signedIn', async (_input, request) => ok(await tickets.issue(userOf(request).sessionId)));

  /** Public to the guard: a stream authenticates itself from its ticket (or spec section 7's token). */
  const stream = (kind: LiveStream, rule?: AccessRule) =>
    route(
      app,
      LIVE_STREAMS[kind],
      'public',
      async ({ ticket, token }, request, reply) => {
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
      { exposeHeadRoute: false },
    );

  stream('messages');
  stream('notices', STAFF);

  route(app, SELECT_ALL_NOTICES, STAFF, async (_input, request) => ok(await service.notices(userOf(request))));
};
