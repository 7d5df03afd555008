import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type Database, type DbTarget, openDatabase } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    database: Database;
    db: Kysely<DB>;
  }
}

/** Opens the database (migrated) for the app's lifetime; closing the app closes it cleanly. */
const dbPlugin = async (app: FastifyInstance, opts: { target: DbTarget }) => {
  const database = await openDatabase(opts.target, app.log);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
};

export default fp(dbPlugin, { name: 'db' });
