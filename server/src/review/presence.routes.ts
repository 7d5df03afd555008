import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { PRESENCE_CALLS } from '@ftown/domain/review/api/presence.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { PresenceService } from './presence.service.ts';

/** Who is examining an application (issue 14 part 3): staff calls only, applicants never see who examines. */
export const presenceRoutes: FastifyPluginAsyncZod<{ service: PresenceService }> = async (app, { service }) => {
  const staffOnly = { roles: STAFF_ROLES };
  route(app, PRESENCE_CALLS.claim, staffOnly, async (input, request) => ok(await service.claim(userOf(request), input)));
  route(app, PRESENCE_CALLS.release, staffOnly, async (input, request) => ok(await service.release(userOf(request), input.apply)));
  route(app, PRESENCE_CALLS.getHolders, staffOnly, async (input) => ok(await service.holders(input.applies)));
};
