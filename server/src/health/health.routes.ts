import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { HEALTH_CALL, HEALTH_LIVE_CALL, HEALTH_READY_CALL } from '@ftown/domain/api/health';
import { AppError } from '../app-error.ts';
import { pingDatabase } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { ok } from '../envelope.ts';
import { route } from '../route.ts';

/** What readiness found wrong, in Chinese for the 503 envelope's message; empty when ready. */
const notReadyReasons = async (db: Kysely<DB>, listening: boolean): Promise<string[]> => {
  const reasons: string[] = [];
  try {
    await pingDatabase(db);
    const pending = await pendingMigrations(db as Kysely<unknown>);
    if (pending.length > 0) reasons.push(`数据库有未执行的迁移（${pending.join('、')}）`);
  } catch {
    reasons.push('数据库无法连接');
  }
  if (!listening) reasons.push('消息通知监听连接已断开');
  return reasons;
};

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, HEALTH_CALL, 'public', async () => {
    await pingDatabase(app.db);
    return ok({ status: 'ok' as const, db: app.database.kind });
  });

  route(app, HEALTH_LIVE_CALL, 'public', async () => ok({ status: 'live' as const }));

  // The notification listener reports its own state; PGlite delivers in-process and never reports a loss.
  let listening = true;
  app.notify.onDelivery((now) => {
    listening = now;
  });
  route(app, HEALTH_READY_CALL, 'public', async () => {
    const reasons = await notReadyReasons(app.db, listening);
    if (reasons.length > 0) throw new AppError('unavailable', `服务未就绪：${reasons.join('；')}`, { reasons });
    return ok({ status: 'ready' as const, db: app.database.kind });
  });
};
