import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_MESSAGES } from '@ftown/domain/api/codes';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { ok } from '../envelope.ts';
import { tokenOf, userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { HandoffService } from './handoff.service.ts';
import type { QrLoginService } from './qr-login.service.ts';
import type { SwitchService } from './switch.service.ts';

export type SignInRoutesOptions = { qr: QrLoginService; handoff: HandoffService; switching: SwitchService };

/** The other ways in and out of spec section 7 (/sam): QR codes, hand-offs, role change, login switch. */
export const signInRoutes: FastifyPluginAsync<SignInRoutesOptions> = async (app, { qr, handoff, switching }) => {
  route(app, SAM_CALLS.generateQrCode, 'public', async (input, request) =>
    ok(await qr.generate(input, { ip: request.ip, agent: request.headers['user-agent'] ?? '' })),
  );
  route(app, SAM_CALLS.getQrCodeStatus, 'public', async (input) => ok(await qr.status(input.qr_code_id)));
  route(app, SAM_CALLS.qrCodeLogin, 'public', async (input, request) => ok(await qr.login(input.qr_code_id, tokenOf(request))));
  route(app, SAM_CALLS.scanQrCode, 'signedIn', async (input, request) => ok(await qr.scan(userOf(request), input.code)));
  route(app, SAM_CALLS.confirmQrCode, 'signedIn', async (input, request) =>
    ok(await qr.confirm(userOf(request), input.code, input.approve)),
  );

  route(app, SAM_CALLS.crossOut, 'signedIn', async (input, request) => ok(await handoff.crossOut(userOf(request), input)));
  route(app, SAM_CALLS.crossIn, 'public', async (input, request) => ok(await handoff.crossIn(input, tokenOf(request))));
  route(app, SAM_CALLS.getChangeSystemIndex, 'signedIn', async (_input, request) => ok(handoff.changeSystemIndex(userOf(request))));
  route(app, SAM_CALLS.getLoginMiddlePageByUrl, 'signedIn', async (input, request) =>
    ok(await handoff.loginMiddlePage(userOf(request), input.url)),
  );

  route(app, SAM_CALLS.getUnCodeToken, 'signedIn', async (_input, request) => ({
    code: 0 as const,
    message: DEFAULT_MESSAGES.ok,
    data: await switching.unCodeToken(userOf(request)),
  }));
  route(app, SAM_CALLS.getUserRoles, 'signedIn', async (_input, request) => ok(switching.userRoles(userOf(request))));
  route(app, SAM_CALLS.changeRole, 'signedIn', async (input, request) =>
    ok(await switching.changeRole(userOf(request), input.role, tokenOf(request))),
  );
};
