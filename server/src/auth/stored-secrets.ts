import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';

/**
 * A secret the operator did not configure, outside production: generated at the first start, kept with the
 * data and reused after restarts and by every process on the same database. Nothing secret is written in the
 * source. Two processes starting together both insert; the first one wins and both read its value.
 */
export const storedSecret = async (db: Kysely<DB>, clock: Clock, name: string): Promise<string> => {
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: clock.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
};
