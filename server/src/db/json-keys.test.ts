import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietDbLog } from '../test/quiet-db-log.ts';
import { type Database, openDatabase } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null }, quietDbLog);
});
afterAll(async () => {
  await database?.close();
});

describe('jsonb values read through the query builder', () => {
  it('keep their keys as written, while the columns around them are camelCased', async () => {
    const body = { gov_early: { approval_reported: true }, rows: [{ id_no: 'x', fullName: 'y' }] };
    const row = await sql<{ some_column: number; body: typeof body }>`select 1 as some_column, ${JSON.stringify(body)}::jsonb as body`
      .execute(database.db)
      .then((r) => r.rows[0]!);
    expect(row).toEqual({ someColumn: 1, body });
  });
});
