import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export type NotifyHandler = (payload: unknown) => void;

export type Notify = {
  /**
   * Sends a small JSON payload to every process listening on `channel`. Given a transaction, the
   * database holds the notification until COMMIT and drops it on ROLLBACK: that is the
   * publish-after-commit rule, enforced by PostgreSQL itself on both PGlite and a server.
   */
  publish(channel: string, payload: unknown, executor?: Kysely<DB> | Transaction<DB>): Promise<void>;
  /** Calls `handler` for every payload published on `channel`, by this process or any other. */
  subscribe(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    notify: Notify;
  }
}

const checkChannel = (channel: string) => {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
};

/** Cross-process pub/sub over LISTEN/NOTIFY: one mechanism for the session cache now and live messages later. */
const notifyPlugin = async (app: FastifyInstance) => {
  const notify: Notify = {
    publish: async (channel, payload, executor = app.db) => {
      checkChannel(channel);
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Notification payload on ${channel} is too large; send ids, not records`);
      }
      await sql`select pg_notify(${channel}, ${text})`.execute(executor);
    },
    subscribe: async (channel, handler) => {
      checkChannel(channel);
      const unlisten = await app.database.listen(channel, (text) => {
        let payload: unknown;
        try {
          payload = JSON.parse(text);
        } catch (err) {
          app.log.warn({ err, channel }, 'ignored a notification that is not JSON');
          return;
        }
        try {
          handler(payload);
        } catch (err) {
          app.log.error({ err, channel }, 'notification handler failed');
        }
      });
      return unlisten;
    },
  };

  // Listening connections end with the database (db plugin), so there is nothing to close here.
  app.decorate('notify', notify);
};

export default fp(notifyPlugin, { name: 'notify', dependencies: ['db'] });
