import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FifoGate } from './fifo-gate.ts';
import { MIGRATIONS, migrateToLatest } from './migrate.ts';
import { PgliteDialect } from './pglite-dialect.ts';

/** An installation upgraded from before the enterprise register (migration 0010) keeps its settled enterprises. */
let pglite: PGlite;
let db: Kysely<unknown>;
beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite, new FifoGate()) });
  await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0009-list-signals');
});
afterAll(async () => {
  await db?.destroy();
});

describe('migration 0010 on a database that already has settled applications', () => {
  it('settles each enterprise with an application at 已入驻, as of the first one, and no other', async () => {
    await sql`insert into users (realname, created_at) values ('张三', now())`.execute(db);
    await sql`insert into enterprises (unicodes, name, created_at) values ('ENT-1', '甲公司', now()), ('ENT-2', '乙公司', now())`.execute(db);
    const apply = (enterprise: number, status: number, settledAt: string | null) => sql`
      insert into applies (enterprise_id, created_by, category, company_type, relocate, status, settled_at, created_at, updated_at)
      values (${enterprise}, 1, 'manager', 'company', false, ${status}, ${settledAt}, now(), now())`.execute(db);
    await apply(1, 6, '2025-05-10T02:00:00Z');
    await apply(1, 6, '2025-09-01T02:00:00Z');
    await apply(2, 0, null);

    await migrateToLatest(db);

    const rows = await sql<{ unicodes: string; status: string; settled_at: Date | null; settled_apply_id: number | null }>`
      select unicodes, status, settled_at, settled_apply_id from enterprises order by id`.execute(db);
    expect(rows.rows).toEqual([
      { unicodes: 'ENT-1', status: 'settled', settled_at: new Date('2025-05-10T02:00:00Z'), settled_apply_id: 1 },
      { unicodes: 'ENT-2', status: 'applying', settled_at: null, settled_apply_id: null },
    ]);
  });
});
