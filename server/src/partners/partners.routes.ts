import type { FastifyPluginAsync } from 'fastify';
import { STRATEGIC_CALLS, STRATEGIC_MESSAGES } from '@ftown/domain/partners/partners.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { PartnersService } from './partners.service.ts';

/** /management/strategic: the partner list and each enterprise's strategic record (spec section 7). */
export const partnersRoutes: FastifyPluginAsync<{ service: PartnersService }> = async (app, { service }) => {
  route(app, STRATEGIC_CALLS.getPartnerList, 'signedIn', async (input) => ok(await service.listPartners(input)));
  route(app, STRATEGIC_CALLS.getEnterprises, 'signedIn', async (_input, request) => ok(await service.listEnterprises(userOf(request))));
  route(app, STRATEGIC_CALLS.get, 'signedIn', async (input, request) => ok(await service.getRecord(userOf(request), input.unicodes)));
  route(app, STRATEGIC_CALLS.save, 'signedIn', async (input, request) =>
    ok(await service.saveRecord(userOf(request), input.submitData), STRATEGIC_MESSAGES.saved),
  );
};
