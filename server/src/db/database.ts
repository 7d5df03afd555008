import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** What opening and running the database logs with: the app's logger, or the console of a command-line tool. */
export type DbLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** For command-line tools: their own output stays readable, warnings and errors still show. */
export const commandLineLog: DbLog = { info: () => {}, warn: console.warn, error: console.error };
import { lockDataDir } from './data-dir-lock.ts';
import { FifoGate } from './fifo-gate.ts';
import { migrateToLatest } from './migrate.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * Where the data lives: PGlite files in a directory (null: in memory, for tests) or a PostgreSQL server. An
 * in-memory PGlite may start from `image`, a dumped data directory: tests start from one dumped after the
 * migrations instead of running initdb and every migration for each app, which took most of their set-up.
 */
export type DbTarget = { kind: 'pglite'; dataDir: string | null; image?: Blob } | { kind: 'postgres'; url: string };

export type NotificationListener = (payload: string) => void;
export type Unlisten = () => Promise<void>;
/** false: notifications may be lost from now on; true: they arrive again, and what was sent meanwhile is lost. */
export type DeliveryListener = (delivering: boolean) => void;

export type Database = {
  kind: DbKind;
  db: Kysely<DB>;
  /** LISTEN on a channel (a lower-case identifier); the listener gets each payload after its sender commits. */
  listen(channel: string, listener: NotificationListener): Promise<Unlisten>;
  /**
   * Whether notifications arrive; returns the unsubscribe. PGlite delivers in-process and never fails, and it
   * hands a transaction's notifications to the listeners before its COMMIT returns.
   */
  onDelivery(listener: DeliveryListener): () => void;
  /**
   * Connections now (for metrics). PostgreSQL: the pool's. PGlite: its one session, idle unless a query or
   * transaction holds the gate, and `waiting` the queries queued at the gate.
   */
  pool(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * Column names are snake_case in SQL and camelCase in TypeScript. A jsonb value keeps its keys as written: the
 * plugin's default renamed every nested key too, turning a stage key (`gov_early`) of stage_records or a field key
 * of a saved section into something no reader asks for, and walked every section of every draft it read.
 */
const camelCase = () => new CamelCasePlugin({ maintainNestedObjectKeys: true });

const openPglite = async (dataDir: string | null, image: Blob | undefined, log: DbLog): Promise<Database> => {
  const release = dataDir === null ? () => {} : lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(dataDir === null ? { loadDataDir: image } : { dataDir: path.join(dataDir, 'pgdata') });
    const gate = new FifoGate();
    const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite, gate), plugins: [camelCase()] });
    await migrateToLatest(db as Kysely<unknown>);
    return {
      kind: 'pglite',
      db,
      listen: async (channel, listener) => {
        const unlisten = await gate.run(() => pglite.listen(channel, listener));
        return () => gate.run(() => unlisten());
      },
      onDelivery: () => () => {},
      pool: () => ({ total: 1, idle: gate.held ? 0 : 1, waiting: gate.waiting }),
      close: async () => {
        try {
          // Flush the WAL into the data files so the next start does not replay it.
          await gate.run(() => pglite.exec('checkpoint'));
          await pglite.close();
        } finally {
          release();
          log.info({ dataDir }, 'PGlite closed');
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};

/** How the listening connection shows in pg_stat_activity (tests cut it to prove the reconnect). */
export const LISTENER_APPLICATION_NAME = 'ftown-listener';
const RECONNECT_MS = 1000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One dedicated connection carries every LISTEN of this process, so notifications do not depend on pool
 * connections. When it fails, what is sent until it listens again is lost: delivery listeners hear `false`
 * at once and `true` once it listens again, so whatever notifications keep fresh can stop trusting itself
 * and then start over. It retries every second until it is back or closed.
 */
const createPgListener = (url: string, log: DbLog) => {
  const channels = new Map<string, Set<NotificationListener>>();
  const deliveryListeners = new Set<DeliveryListener>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const tellDelivery = (delivering: boolean) => {
    for (const listener of deliveryListeners) listener(delivering);
  };

  const reconnect = async () => {
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS).unref());
      try {
        await ensure();
        tellDelivery(true);
        return;
      } catch (err) {
        log.error({ err }, 'notification connection still down; retrying');
      }
    }
  };

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    c.on('notification', (msg) => {
      for (const listener of channels.get(msg.channel) ?? []) listener(msg.payload ?? '');
    });
    const lost = (err?: Error) => {
      if (client !== c || closed) return;
      log.error({ err }, 'notification connection lost; reconnecting');
      client = null;
      c.end().catch(() => {});
      tellDelivery(false);
      void reconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    try {
      for (const channel of channels.keys()) await c.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await c.end().catch(() => {});
      throw error;
    }
    client = c;
    return c;
  };

  const ensure = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    listen: async (channel: string, listener: NotificationListener): Promise<Unlisten> => {
      const fresh = !channels.has(channel);
      const set = channels.get(channel) ?? new Set();
      set.add(listener);
      channels.set(channel, set);
      const c = await ensure();
      if (fresh) await c.query(`listen ${quoteIdent(channel)}`);
      return async () => {
        set.delete(listener);
        if (set.size === 0) {
          channels.delete(channel);
          await client?.query(`unlisten ${quoteIdent(channel)}`);
        }
      };
    },
    onDelivery: (listener: DeliveryListener) => {
      deliveryListeners.add(listener);
      return () => deliveryListeners.delete(listener);
    },
    close: async () => {
      closed = true;
      await client?.end();
      client = null;
    },
  };
};

const openPostgres = async (url: string, log: DbLog): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => log.error({ err }, 'idle PostgreSQL connection failed'));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase()] });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const listener = createPgListener(url, log);
  return {
    kind: 'postgres',
    db,
    listen: listener.listen,
    onDelivery: listener.onDelivery,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
};

/** Opens the database and brings its schema to the latest migration. */
export const openDatabase = (target: DbTarget, log: DbLog): Promise<Database> =>
  target.kind === 'pglite' ? openPglite(target.dataDir, target.image, log) : openPostgres(target.url, log);

export const pingDatabase = async (db: Kysely<DB>): Promise<void> => {
  await sql`select 1`.execute(db);
};
