import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_CALLS } from '@ftown/domain/account/account.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { AccountService } from './account.service.ts';

/** Account management (/account/index): every call acts on the caller's own account only. */
export const accountRoutes: FastifyPluginAsync<{ service: AccountService }> = async (app, { service }) => {
  route(app, ACCOUNT_CALLS.get, 'beforePasswordChange', async (_input, request) => ok(await service.overview(userOf(request))));
  route(app, ACCOUNT_CALLS.changePassword, 'beforePasswordChange', async (input, request) => {
    const result = await service.changePassword(userOf(request), input);
    return ok(result, result.message);
  });
  route(app, ACCOUNT_CALLS.changeMobile, 'signedIn', async (input, request) => {
    const result = await service.changeMobile(userOf(request), input);
    return ok(result, result.message);
  });
};
