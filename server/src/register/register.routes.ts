import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGISTER_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import {
  ZRegisterGetRequest,
  ZRegisterRemoveRequest,
  ZRegisterResponse,
  ZRegisterSaveRequest,
} from '@ftown/domain/register/register.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import type { RegisterService } from './register.service.ts';

/** The officer register calls of DESIGN section 2. */
export const registerRoutes: FastifyPluginAsyncZod<{ service: RegisterService }> = async (app, { service }) => {
  const tags = ['register'];
  const signedIn = { onRequest: app.guard() };

  app.get(
    REGISTER_CALLS.get.path,
    { ...signedIn, schema: { tags, summary: '人员名册', querystring: ZRegisterGetRequest, response: { 200: ZRegisterResponse } } },
    async (request) => ok(await service.get(userOf(request), request.query.unicodes)),
  );

  app.post(
    REGISTER_CALLS.save.path,
    { ...signedIn, schema: { tags, summary: '登记人员', body: ZRegisterSaveRequest, response: { 200: ZRegisterResponse } } },
    async (request) => ok(await service.save(userOf(request), request.body), '保存成功'),
  );

  app.post(
    REGISTER_CALLS.remove.path,
    { ...signedIn, schema: { tags, summary: '删除人员', body: ZRegisterRemoveRequest, response: { 200: ZRegisterResponse } } },
    async (request) => ok(await service.remove(userOf(request), request.body), '删除成功'),
  );
};
