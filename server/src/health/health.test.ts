import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { LISTENER_APPLICATION_NAME } from '../db/database.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';

const LAST_MIGRATION = '0017-attachment-chunks';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/health/ready' });

  it('is live and ready on a migrated database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ code: CODES.ok, data: { status: 'live' } });
    const reply = await ready();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ code: CODES.ok, data: { status: 'ready', db: TEST_DB } });
    // The existing probe keeps answering as before.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ data: { status: 'ok', db: TEST_DB } });
  });

  it('is not ready while a migration of this code has not run on the database', async () => {
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = ${LAST_MIGRATION}`.execute(t.app.db);
    expect(row.rows).toHaveLength(1);
    await sql`delete from kysely_migration where name = ${LAST_MIGRATION}`.execute(t.app.db);
    try {
      const reply = await ready();
      expect(reply.statusCode).toBe(503);
      expect(reply.json().code).toBe(CODES.unavailable);
      expect(reply.json().message).toContain('未执行的迁移');
      expect(reply.json().message).toContain(LAST_MIGRATION);
      // Liveness never looks at the database.
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      const { name, timestamp } = row.rows[0]!;
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.app.db);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it.runIf(TEST_DB === 'postgres')('is not ready while the notification listener is down', async () => {
    const lost = new Promise<void>((resolve) => {
      const stop = t.app.notify.onDelivery((delivering) => {
        if (delivering) return;
        stop();
        resolve();
      });
    });
    const back = new Promise<void>((resolve) => {
      const stop = t.app.notify.onDelivery((delivering) => {
        if (!delivering) return;
        stop();
        resolve();
      });
    });
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(t.app.db);
    await lost;
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json().message).toContain('监听');
    await back;
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('readiness of a closed database', () => {
  it('answers 503 naming the database, while liveness still answers', async () => {
    const t = await buildTestApp();
    try {
      await t.app.database.close();
      const reply = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ code: CODES.unavailable });
      expect(reply.json().message).toContain('数据库无法连接');
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      // The database is closed already; closing the app closes it a second time.
      await t.close().catch(() => undefined);
    }
  }, 180_000);
});
