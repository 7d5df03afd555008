import type { FastifyPluginAsync } from 'fastify';
import { HEALTH_CALL } from '@ftown/domain/api/health';
import { pingDatabase } from '../db/database.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, HEALTH_CALL, 'public', async () => {
    await pingDatabase(app.db);
    return ok({ status: 'ok' as const, db: app.database.kind });
  });
};
