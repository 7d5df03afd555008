import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, type OperationNodeSource, sql, type Transaction } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
/** A settle waits no longer than this: a failing listener must not hold writes up. */
const SETTLE_TIMEOUT_MS = 2000;

export type NotifyHandler = (payload: unknown) => void;

/** One notification: a channel and a small JSON payload. */
export type Note = { channel: string; payload: unknown };

/**
 * A write built and not yet run (an insert query builder): publishAll sends it with its notifications, or the
 * caller runs it alone. Writes in one statement see one snapshot, so none may read what another writes.
 */
export type Write = OperationNodeSource & { execute(): Promise<unknown> };

export type Notify = {
  /**
   * Sends a small JSON payload to every process listening on `channel`. Given a transaction, the
   * database holds the notification until COMMIT and drops it on ROLLBACK: that is the
   * publish-after-commit rule, enforced by PostgreSQL itself on both PGlite and a server.
   */
  publish(channel: string, payload: unknown, executor?: Kysely<DB> | Transaction<DB>): Promise<void>;
  /**
   * publish for several notifications in one statement, sent in this order (a workflow step's, issue 15). The
   * `writes` that the notifications tell of go in the same statement, as its data-modifying WITH queries: a
   * statement, a round trip and a query build less for each.
   */
  publishAll(notes: readonly Note[], executor?: Kysely<DB> | Transaction<DB>, writes?: readonly Write[]): Promise<void>;
  /** Calls `handler` for every payload published on `channel`, by this process or any other. */
  subscribe(channel: string, handler: NotifyHandler): Promise<() => Promise<void>>;
  /**
   * Resolves once this process has handled every notification committed before the call, so whatever
   * notifications keep fresh here (the list cache) reflects a write before its caller is answered.
   */
  settle(): Promise<void>;
  /** See Database.onDelivery: whether notifications arrive, and when they start again after a gap. */
  onDelivery: Database['onDelivery'];
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

/** Cross-process pub/sub over LISTEN/NOTIFY: one mechanism for the session cache, the list cache and live events. */
const notifyPlugin = async (app: FastifyInstance) => {
  const publishAll: Notify['publishAll'] = async (notes, executor = app.db, writes = []) => {
    if (notes.length === 0) {
      for (const write of writes) await write.execute();
      return;
    }
    const calls = notes.map(({ channel, payload }) => {
      checkChannel(channel);
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Notification payload on ${channel} is too large; send ids, not records`);
      }
      return sql`pg_notify(${channel}, ${text})`;
    });
    // The select list is evaluated left to right, so the notifications are queued in the order given.
    const select = sql`select ${sql.join(calls)}`;
    const withs = writes.map((write, i) => sql`${sql.id(`write_${i}`)} as (${write})`);
    await (withs.length === 0 ? select : sql`with ${sql.join(withs)} ${select}`).execute(executor);
  };
  const publish: Notify['publish'] = (channel, payload, executor) => publishAll([{ channel, payload }], executor);

  const subscribe: Notify['subscribe'] = async (channel, handler) => {
    checkChannel(channel);
    return app.database.listen(channel, (text) => {
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
  };

  // PostgreSQL delivers notifications to each listener in commit order, so when a marker this process sends
  // comes back on its own channel, everything committed before it has been handled. One marker serves every
  // settle asked for before it is sent (issue 15): a NOTIFY commit takes PostgreSQL's one notification-queue lock,
  // so under a burst of writes a marker each would queue behind one another. At most one marker is out at a
  // time; the settles asked for meanwhile wait for the next one, sent when it comes back.
  const settleChannel = `settle_${randomBytes(8).toString('hex')}`;
  const waiting = new Map<string, () => void>();
  let delivering = true;
  app.database.onDelivery((now) => {
    delivering = now;
  });
  type Batch = { promise: Promise<void>; start: () => void };
  let inFlight: Promise<void> | null = null;
  let next: Batch | null = null;

  /** Sends one marker and resolves when it comes back, or after SETTLE_TIMEOUT_MS. */
  const roundTrip = async () => {
    const marker = randomBytes(8).toString('hex');
    let timer: NodeJS.Timeout | undefined;
    const back = new Promise<void>((resolve) => {
      waiting.set(marker, resolve);
      timer = setTimeout(() => {
        app.log.warn('a notification took over 2 s to come back; answering without waiting');
        resolve();
      }, SETTLE_TIMEOUT_MS);
    });
    try {
      await publish(settleChannel, marker);
      await back;
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  };

  /** A marker not sent yet: started only by send(), so it goes out after every settle that joined it was asked. */
  const newBatch = (): Batch => {
    let start!: () => void;
    const promise = new Promise<void>((resolve, reject) => {
      start = () => void roundTrip().then(resolve, reject);
    });
    return { promise, start };
  };

  /** Sends a batch's marker now, and the batch waiting behind it once this one is back. */
  const send = (batch: Batch) => {
    next = null;
    batch.start();
    const after = () => {
      inFlight = null;
      if (next !== null) send(next);
    };
    inFlight = batch.promise.then(after, after);
  };

  const settle = async () => {
    // PGlite runs the listeners before COMMIT returns; there is nothing to wait for.
    if (app.database.kind === 'pglite' || !delivering) return;
    let batch = next;
    if (batch === null) {
      batch = next = newBatch();
      if (inFlight === null) send(batch);
    }
    return batch.promise;
  };
  if (app.database.kind === 'postgres') {
    await subscribe(settleChannel, (marker) => {
      if (typeof marker === 'string') waiting.get(marker)?.();
    });
  }

  // A write is answered only once this process has heard what it committed: a client that lists right after
  // its write then never gets a page cached from before it. A refused write rolled back and has nothing to hear.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await settle();
  });

  // Listening connections end with the database (db plugin), so there is nothing to close here.
  app.decorate('notify', { publish, publishAll, subscribe, settle, onDelivery: app.database.onDelivery } satisfies Notify);
};

export default fp(notifyPlugin, { name: 'notify', dependencies: ['db'] });
