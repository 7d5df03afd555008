import type { FastifyPluginAsync } from 'fastify';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { ok } from '../envelope.ts';
import { tokenOf, userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { AuthService } from './auth.service.ts';

export type AuthRoutesOptions = { service: AuthService; devOutbox: boolean };

/** The /sam calls of spec section 7 and DESIGN section 2. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { service, devOutbox }) => {
  route(app, SAM_CALLS.login, 'public', async (input, request) => ok(await service.login(input, tokenOf(request), request.ip)));
  route(app, SAM_CALLS.info, 'beforePasswordChange', async (_input, request) => ok(service.info(userOf(request))));
  route(app, SAM_CALLS.logout, 'beforePasswordChange', async (_input, request) => ok(await service.logout(userOf(request))));
  route(app, SAM_CALLS.sendSmsCode, 'public', async (input, request) => ok(await service.sendSmsCode(input.mobile, request.ip)));
  if (devOutbox) route(app, SAM_CALLS.devOutbox, 'public', async (input) => ok(service.devOutbox(input.mobile)));
};
