import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietDbLog } from '../test/quiet-db-log.ts';
import { compiledOnce } from './compiled-once.ts';
import { type Database, openDatabase } from './database.ts';

type Db = { things: { id: number; label: string; kind: string } };
let database: Database;
let db: Kysely<Db>;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null }, quietDbLog);
  db = database.db as unknown as Kysely<Db>;
  await sql`create table things (id integer primary key, label text not null, kind text not null)`.execute(db);
  await sql`insert into things values (1, 'one', 'odd'), (2, 'two', 'even'), (3, 'three', 'odd')`.execute(db);
});
afterAll(async () => {
  await database?.close();
});

describe('compiledOnce', () => {
  it('compiles once per shape and runs each call with its own values', async () => {
    let builds = 0;
    const find = compiledOnce(['newestFirst'], (ex: Kysely<Db>, args: { kind: string; above: number | undefined; newestFirst: boolean }) => {
      builds++;
      let query = ex.selectFrom('things').select(['id', 'label']).where('kind', '=', args.kind);
      if (args.above !== undefined) query = query.where('id', '>', args.above);
      return query.orderBy('id', args.newestFirst ? 'desc' : 'asc');
    });
    expect(await find(db, { kind: 'odd', above: undefined, newestFirst: false })).toEqual([{ id: 1, label: 'one' }, { id: 3, label: 'three' }]);
    expect(await find(db, { kind: 'even', above: undefined, newestFirst: false })).toEqual([{ id: 2, label: 'two' }]);
    expect(builds).toBe(1);
    // A value given where it was not, and a shape argument changed, are other shapes.
    expect(await find(db, { kind: 'odd', above: 1, newestFirst: false })).toEqual([{ id: 3, label: 'three' }]);
    expect(await find(db, { kind: 'odd', above: undefined, newestFirst: true })).toEqual([{ id: 3, label: 'three' }, { id: 1, label: 'one' }]);
    expect(builds).toBe(3);
    expect(await find(db, { kind: 'odd', above: 2, newestFirst: false })).toEqual([{ id: 3, label: 'three' }]);
    expect(await find(db, { kind: 'odd', above: 0, newestFirst: false })).toEqual([{ id: 1, label: 'one' }, { id: 3, label: 'three' }]);
    expect(builds).toBe(3);
  });

  it('refuses a value the query uses outside a parameter, which the compiled text would keep', async () => {
    const find = compiledOnce([], (ex: Kysely<Db>, args: { label: string }) =>
      ex.selectFrom('things').select('id').where('label', '=', sql.raw<string>(`'${args.label}'`)),
    );
    await expect(find(db, { label: 'label' })).rejects.toThrow('label did not end up as parameters');
  });
});
