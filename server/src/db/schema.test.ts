import { quietDbLog } from '../test/quiet-db-log.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB } from '../test/build-test-app.ts';
import { openDatabase, type Database } from './database.ts';
import { TABLES } from './schema.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type ColumnFacts = { pg: string; nullable: boolean; filled: boolean };

/** What the migrated database says of every column of the public schema, by table and column. */
const columnsOf = async (database: Database): Promise<Record<string, Record<string, ColumnFacts>>> => {
  const { rows } = await sql<{ table: string; column: string; udt: string; nullable: string; filled: boolean }>`
    select table_name as "table", column_name as "column", udt_name as udt, is_nullable as nullable,
           (column_default is not null or is_identity = 'YES') as filled
    from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_migration%'`.execute(database.db.withoutPlugins());
  const tables: Record<string, Record<string, ColumnFacts>> = {};
  for (const r of rows) (tables[r.table] ??= {})[r.column] = { pg: r.udt, nullable: r.nullable === 'YES', filled: r.filled };
  return tables;
};

/** The same facts as server/src/db/schema.ts describes them (the row types are derived from this description). */
const described = (): Record<string, Record<string, ColumnFacts>> =>
  Object.fromEntries(
    Object.entries(TABLES).map(([table, columns]) => [
      snake(table),
      Object.fromEntries(Object.entries(columns).map(([name, c]) => [snake(name), { pg: c.pg, nullable: c.nullable, filled: c.filled }])),
    ]),
  );

describe(`the row types against the migrated database (${TEST_DB})`, () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;

  beforeAll(async () => {
    created = await createTestDatabase();
    database = await openDatabase(created.target, quietDbLog);
  });
  afterAll(async () => {
    await database?.close();
    await created?.drop();
  });

  it('describes every table and column the migrations create, with its type, nullability and default', async () => {
    expect(described()).toEqual(await columnsOf(database));
  });
});
