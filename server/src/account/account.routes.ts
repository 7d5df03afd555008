import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountChangedResponse,
  ZAccountOverviewResponse,
  ZChangeMobileRequest,
  ZChangePasswordRequest,
} from '@ftown/domain/account/account.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import type { AccountService } from './account.service.ts';

/** Account management (/account/index): every call acts on the caller's own account only. */
export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (app, { service }) => {
  const tags = ['account'];

  app.get(
    '/get',
    { onRequest: app.guard(undefined, { beforePasswordChange: true }), schema: { tags, summary: '账号信息与所属企业', response: { 200: ZAccountOverviewResponse } } },
    async (request) => ok(await service.overview(userOf(request))),
  );

  app.post(
    '/changePassword',
    {
      onRequest: app.guard(undefined, { beforePasswordChange: true }),
      schema: { tags, summary: '修改密码（其他设备上的登录随之失效）', body: ZChangePasswordRequest, response: { 200: ZAccountChangedResponse } },
    },
    async (request) => {
      const result = await service.changePassword(userOf(request), request.body);
      return ok(result, result.message);
    },
  );

  app.post(
    '/changeMobile',
    {
      onRequest: app.guard(),
      schema: { tags, summary: '换绑手机号（验证码发送至新号码）', body: ZChangeMobileRequest, response: { 200: ZAccountChangedResponse } },
    },
    async (request) => {
      const result = await service.changeMobile(userOf(request), request.body);
      return ok(result, result.message);
    },
  );
};
