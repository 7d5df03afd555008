import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietDbLog } from '../test/quiet-db-log.ts';
import { type Database, openDatabase } from './database.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null }, quietDbLog);
  await sql`create table events (seq integer generated always as identity, label text not null)`.execute(database.db);
});
afterAll(async () => {
  await database?.close();
});

const labels = async () =>
  (await sql<{ label: string }>`select label from events order by seq`.execute(database.db)).rows.map((r) => r.label);

describe('PGlite dialect', () => {
  it('runs two concurrent transactions one after the other, never interleaved', async () => {
    await sql`truncate events`.execute(database.db);
    const tx = (name: string) =>
      database.db.transaction().execute(async (trx) => {
        await sql`insert into events (label) values (${`${name}:begin`})`.execute(trx);
        // Yield to the event loop: without the gate the other transaction's statements would land here.
        await sleep(30);
        await sql`insert into events (label) values (${`${name}:end`})`.execute(trx);
      });
    await Promise.all([tx('a'), tx('b')]);
    expect(await labels()).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end']);
  });

  it('keeps a plain query out of a transaction in progress, so a rollback does not take it along', async () => {
    await sql`truncate events`.execute(database.db);
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into events (label) values ('rolled-back')`.execute(trx);
      await sleep(30);
      throw new Error('abort');
    });
    const outside = sql`insert into events (label) values ('outside')`.execute(database.db);
    await expect(failing).rejects.toThrow('abort');
    await outside;
    expect(await labels()).toEqual(['outside']);
  });

  it('reports affected rows of writes', async () => {
    await sql`truncate events`.execute(database.db);
    await sql`insert into events (label) values ('x'), ('y')`.execute(database.db);
    const result = await database.db
      .withoutPlugins()
      .updateTable('events' as never)
      .set({ label: 'z' } as never)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
  });
});
