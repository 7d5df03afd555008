import type { FastifyPluginAsync } from 'fastify';
import { REGISTER_CALLS } from '@ftown/domain/register/register.schemas';
import { ok } from '../envelope.ts';
import { userOf } from '../plugins/auth.ts';
import { route } from '../route.ts';
import type { RegisterService } from './register.service.ts';

/** The officer register calls of DESIGN section 2. */
export const registerRoutes: FastifyPluginAsync<{ service: RegisterService }> = async (app, { service }) => {
  route(app, REGISTER_CALLS.get, 'signedIn', async (input, request) => ok(await service.get(userOf(request), input.unicodes)));
  route(app, REGISTER_CALLS.save, 'signedIn', async (input, request) => ok(await service.save(userOf(request), input), '保存成功'));
  route(app, REGISTER_CALLS.remove, 'signedIn', async (input, request) => ok(await service.remove(userOf(request), input), '删除成功'));
};
