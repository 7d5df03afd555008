import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@ftown/domain/api/health';
import { pingDatabase } from '../db/database.ts';
import { ok } from '../envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: '健康检查', response: { 200: ZHealthResponse } } },
    async () => {
      await pingDatabase(app.db);
      return ok({ status: 'ok' as const, db: app.database.kind });
    },
  );
};
