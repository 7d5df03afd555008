import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZEmptyResponse,
  ZLoginResponse,
  ZSendSmsCodeRequest,
  ZSendSmsCodeResponse,
  ZUserInfoResponse,
} from '@ftown/domain/auth/auth.schemas';
import { ZSamLoginRequest } from '@ftown/domain/auth/uncode';
import { ok } from '../envelope.ts';
import { tokenOf, userOf } from '../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';

export type AuthRoutesOptions = { service: AuthService; devOutbox: boolean };

/** The /sam calls of spec section 7 and DESIGN section 2. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, devOutbox }) => {
  const tags = ['sam'];

  app.post(
    '/login',
    { schema: { tags, summary: '登录', body: ZSamLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => ok(await service.login(request.body, tokenOf(request), request.ip)),
  );

  app.get(
    '/info',
    { onRequest: app.guard(undefined, { beforePasswordChange: true }), schema: { tags, summary: '当前用户信息', response: { 200: ZUserInfoResponse } } },
    async (request) => ok(service.info(userOf(request))),
  );

  app.post(
    '/logout',
    { onRequest: app.guard(undefined, { beforePasswordChange: true }), schema: { tags, summary: '退出登录', response: { 200: ZEmptyResponse } } },
    async (request) => ok(await service.logout(userOf(request))),
  );

  app.post(
    '/sendSmsCode',
    { schema: { tags, summary: '发送短信验证码', body: ZSendSmsCodeRequest, response: { 200: ZSendSmsCodeResponse } } },
    async (request) => ok(await service.sendSmsCode(request.body.mobile, request.ip)),
  );

  if (devOutbox) {
    app.get(
      '/devOutbox',
      { schema: { tags, summary: '最近发送的验证码（仅非生产环境）', querystring: ZDevOutboxQuery, response: { 200: ZDevOutboxResponse } } },
      async (request) => ok(service.devOutbox(request.query.mobile)),
    );
  }
};
