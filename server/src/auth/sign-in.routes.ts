import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_MESSAGES } from '@ftown/domain/api/codes';
import { ZLoginResponse } from '@ftown/domain/auth/auth.schemas';
import {
  ZChangeSystemIndexResponse,
  ZCrossInRequest,
  ZCrossInResponse,
  ZCrossOutRequest,
  ZCrossOutResponse,
  ZLoginMiddlePageQuery,
  ZLoginMiddlePageResponse,
} from '@ftown/domain/auth/handoff';
import {
  ZConfirmQrCodeRequest,
  ZConfirmQrCodeResponse,
  ZGenerateQrCodeRequest,
  ZGenerateQrCodeResponse,
  ZQrCodeLoginRequest,
  ZQrCodeStatusQuery,
  ZQrCodeStatusResponse,
  ZScanQrCodeRequest,
  ZScanQrCodeResponse,
} from '@ftown/domain/auth/qr';
import { ZChangeRoleRequest, ZChangeRoleResponse, ZUserRolesResponse } from '@ftown/domain/auth/role-switch';
import { ZUnCodeTokenResponse } from '@ftown/domain/auth/uncode';
import { ok } from '../envelope.ts';
import { tokenOf, userOf } from '../plugins/auth.ts';
import type { HandoffService } from './handoff.service.ts';
import type { QrLoginService } from './qr-login.service.ts';
import type { SwitchService } from './switch.service.ts';

export type SignInRoutesOptions = { qr: QrLoginService; handoff: HandoffService; switching: SwitchService };

/** The other ways in and out of spec section 7 (/sam): QR codes, hand-offs, role change, login switch. */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, { qr, handoff, switching }) => {
  const tags = ['sam'];

  app.post(
    '/generateQrCode',
    { schema: { tags, summary: '生成扫码登录二维码', body: ZGenerateQrCodeRequest, response: { 200: ZGenerateQrCodeResponse } } },
    async (request) =>
      ok(await qr.generate(request.body, { ip: request.ip, agent: request.headers['user-agent'] ?? '' })),
  );

  app.get(
    '/getQrCodeStatus',
    { schema: { tags, summary: '查询二维码状态', querystring: ZQrCodeStatusQuery, response: { 200: ZQrCodeStatusResponse } } },
    async (request) => ok(await qr.status(request.query.qr_code_id)),
  );

  app.post(
    '/qrCodeLogin',
    { schema: { tags, summary: '扫码登录', body: ZQrCodeLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => ok(await qr.login(request.body.qr_code_id, tokenOf(request))),
  );

  app.post(
    '/scanQrCode',
    {
      onRequest: app.guard(),
      schema: { tags, summary: '手机扫描二维码', body: ZScanQrCodeRequest, response: { 200: ZScanQrCodeResponse } },
    },
    async (request) => ok(await qr.scan(userOf(request), request.body.code)),
  );

  app.post(
    '/confirmQrCode',
    {
      onRequest: app.guard(),
      schema: { tags, summary: '手机确认或取消扫码登录', body: ZConfirmQrCodeRequest, response: { 200: ZConfirmQrCodeResponse } },
    },
    async (request) => ok(await qr.confirm(userOf(request), request.body.code, request.body.approve)),
  );

  app.post(
    '/crossOut',
    { onRequest: app.guard(), schema: { tags, summary: '跳转园区其他系统', body: ZCrossOutRequest, response: { 200: ZCrossOutResponse } } },
    async (request) => ok(await handoff.crossOut(userOf(request), request.body)),
  );

  app.post(
    '/crossIn',
    { schema: { tags, summary: '园区其他系统跨系统登录', body: ZCrossInRequest, response: { 200: ZCrossInResponse } } },
    async (request) => ok(await handoff.crossIn(request.body, tokenOf(request))),
  );

  app.get(
    '/getChangeSystemIndex',
    { onRequest: app.guard(), schema: { tags, summary: '可进入的园区系统', response: { 200: ZChangeSystemIndexResponse } } },
    async (request) => ok(handoff.changeSystemIndex(userOf(request))),
  );

  app.get(
    '/getLoginMiddlePageByUrl',
    {
      onRequest: app.guard(),
      schema: { tags, summary: '社区统一登录中间页', querystring: ZLoginMiddlePageQuery, response: { 200: ZLoginMiddlePageResponse } },
    },
    async (request) => ok(await handoff.loginMiddlePage(userOf(request), request.query.url)),
  );

  app.get(
    '/getUnCodeToken',
    { onRequest: app.guard(), schema: { tags, summary: '切换个人登录的一次性凭证', response: { 200: ZUnCodeTokenResponse } } },
    async (request) => ({ code: 0 as const, message: DEFAULT_MESSAGES.ok, data: await switching.unCodeToken(userOf(request)) }),
  );

  app.get(
    '/getUserRoles',
    { onRequest: app.guard(), schema: { tags, summary: '当前用户的角色', response: { 200: ZUserRolesResponse } } },
    async (request) => ok(switching.userRoles(userOf(request))),
  );

  app.post(
    '/changeRole',
    { onRequest: app.guard(), schema: { tags, summary: '切换角色', body: ZChangeRoleRequest, response: { 200: ZChangeRoleResponse } } },
    async (request) => ok(await switching.changeRole(userOf(request), request.body.role, tokenOf(request))),
  );
};
