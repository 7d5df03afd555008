import { z } from 'zod';
import { defineCall } from '../api/contract.ts';
import {
  ZDevOutboxQuery,
  ZDevOutboxResponse,
  ZEmptyResponse,
  ZLoginResponse,
  ZSendSmsCodeRequest,
  ZSendSmsCodeResponse,
  ZUserInfoResponse,
} from './auth.schemas.ts';
import {
  ZChangeSystemIndexResponse,
  ZCrossInRequest,
  ZCrossInResponse,
  ZCrossOutRequest,
  ZCrossOutResponse,
  ZLoginMiddlePageQuery,
  ZLoginMiddlePageResponse,
} from './handoff.ts';
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
} from './qr.ts';
import { ZChangeRoleRequest, ZChangeRoleResponse, ZUserRolesResponse } from './role-switch.ts';
import { ZSamLoginRequest, ZUnCodeTokenResponse } from './uncode.ts';

const tag = 'sam';
const none = z.object({});

/**
 * The /sam calls of spec section 7 and DESIGN section 2: signing in and out (password, SMS, QR code, another
 * park system), the user info, the role change and the login switch. Kept apart from the schemas so the first
 * screen, which must carry no zod (DESIGN section 8), loads this module only when it calls.
 */
export const SAM_CALLS = {
  login: defineCall({ method: 'POST', path: '/sam/login', tag, summary: '登录', input: ZSamLoginRequest, reply: ZLoginResponse }),
  info: defineCall({ method: 'GET', path: '/sam/info', tag, summary: '当前用户信息', input: none, reply: ZUserInfoResponse }),
  /** Sent with no body by the web app and by the spec's clients alike (Fastify reads a missing body as null). */
  logout: defineCall({ method: 'POST', path: '/sam/logout', tag, summary: '退出登录', input: none.nullish(), reply: ZEmptyResponse }),
  sendSmsCode: defineCall({
    method: 'POST',
    path: '/sam/sendSmsCode',
    tag,
    summary: '发送短信验证码',
    input: ZSendSmsCodeRequest,
    reply: ZSendSmsCodeResponse,
  }),
  /** Outside production only: the last code sent to a number, for tests and demos without an SMS gateway. */
  devOutbox: defineCall({
    method: 'GET',
    path: '/sam/devOutbox',
    tag,
    summary: '最近发送的验证码（仅非生产环境）',
    input: ZDevOutboxQuery,
    reply: ZDevOutboxResponse,
  }),
  generateQrCode: defineCall({
    method: 'POST',
    path: '/sam/generateQrCode',
    tag,
    summary: '生成扫码登录二维码',
    input: ZGenerateQrCodeRequest,
    reply: ZGenerateQrCodeResponse,
  }),
  getQrCodeStatus: defineCall({
    method: 'GET',
    path: '/sam/getQrCodeStatus',
    tag,
    summary: '查询二维码状态',
    input: ZQrCodeStatusQuery,
    reply: ZQrCodeStatusResponse,
  }),
  qrCodeLogin: defineCall({ method: 'POST', path: '/sam/qrCodeLogin', tag, summary: '扫码登录', input: ZQrCodeLoginRequest, reply: ZLoginResponse }),
  scanQrCode: defineCall({
    method: 'POST',
    path: '/sam/scanQrCode',
    tag,
    summary: '手机扫描二维码',
    input: ZScanQrCodeRequest,
    reply: ZScanQrCodeResponse,
  }),
  confirmQrCode: defineCall({
    method: 'POST',
    path: '/sam/confirmQrCode',
    tag,
    summary: '手机确认或取消扫码登录',
    input: ZConfirmQrCodeRequest,
    reply: ZConfirmQrCodeResponse,
  }),
  crossOut: defineCall({ method: 'POST', path: '/sam/crossOut', tag, summary: '跳转园区其他系统', input: ZCrossOutRequest, reply: ZCrossOutResponse }),
  crossIn: defineCall({
    method: 'POST',
    path: '/sam/crossIn',
    tag,
    summary: '园区其他系统跨系统登录',
    input: ZCrossInRequest,
    reply: ZCrossInResponse,
  }),
  getChangeSystemIndex: defineCall({
    method: 'GET',
    path: '/sam/getChangeSystemIndex',
    tag,
    summary: '可进入的园区系统',
    input: none,
    reply: ZChangeSystemIndexResponse,
  }),
  getLoginMiddlePageByUrl: defineCall({
    method: 'GET',
    path: '/sam/getLoginMiddlePageByUrl',
    tag,
    summary: '社区统一登录中间页',
    input: ZLoginMiddlePageQuery,
    reply: ZLoginMiddlePageResponse,
  }),
  getUnCodeToken: defineCall({
    method: 'GET',
    path: '/sam/getUnCodeToken',
    tag,
    summary: '切换个人登录的一次性凭证',
    input: none,
    reply: ZUnCodeTokenResponse,
  }),
  getUserRoles: defineCall({ method: 'GET', path: '/sam/getUserRoles', tag, summary: '当前用户的角色', input: none, reply: ZUserRolesResponse }),
  changeRole: defineCall({ method: 'POST', path: '/sam/changeRole', tag, summary: '切换角色', input: ZChangeRoleRequest, reply: ZChangeRoleResponse }),
};
