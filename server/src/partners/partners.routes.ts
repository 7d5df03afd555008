import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STRATEGIC_MESSAGES,
  ZPartnerListQuery,
  ZPartnerListResponse,
  ZStrategicGetQuery,
  ZStrategicGetResponse,
  ZStrategicSaveRequest,
  ZStrategicSaveResponse,
} from '@ftown/domain/partners/partners.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import type { PartnersService } from './partners.service.ts';

/** /management/strategic: the partner list and each enterprise's strategic record (spec section 7). */
export const partnersRoutes: FastifyPluginAsyncZod<{ service: PartnersService }> = async (app, { service }) => {
  const tags = ['strategic'];
  const signedIn = app.guard();

  app.get(
    '/getPartnerList',
    { onRequest: signedIn, schema: { tags, summary: '战略合作伙伴列表', querystring: ZPartnerListQuery, response: { 200: ZPartnerListResponse } } },
    async (request) => ok(await service.listPartners(request.query)),
  );

  app.get(
    '/get',
    { onRequest: signedIn, schema: { tags, summary: '企业战略合作意向', querystring: ZStrategicGetQuery, response: { 200: ZStrategicGetResponse } } },
    async (request) => ok(await service.getRecord(userOf(request), request.query.unicodes)),
  );

  app.post(
    '/save',
    { onRequest: signedIn, schema: { tags, summary: '保存企业战略合作意向', body: ZStrategicSaveRequest, response: { 200: ZStrategicSaveResponse } } },
    async (request) => ok(await service.saveRecord(userOf(request), request.body.submitData), STRATEGIC_MESSAGES.saved),
  );
};
