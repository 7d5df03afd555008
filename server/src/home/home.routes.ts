import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import { HOME_CALLS } from '@ftown/domain/home/home.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { HomeService } from './home.service.ts';

/** The two homes' summaries (issue 5). */
export const homeRoutes: FastifyPluginAsync<{ service: HomeService }> = async (app, { service }) => {
  route(app, HOME_CALLS.staffSummary, { roles: STAFF_ROLES }, async (_input, request) => ok(await service.staffSummary(userOf(request))));
  route(app, HOME_CALLS.applicantSummary, 'signedIn', async (_input, request) => ok(await service.applicantSummary(userOf(request))));
};
