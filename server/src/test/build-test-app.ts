import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { appPlugin, fastifyOptions } from '../app.ts';
import type { SmsMessage, SmsTransport } from '../auth/sms-transport.ts';
import type { Clock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { DbTarget } from '../db/database.ts';

export type TestClock = Clock & { advance(ms: number): void };

/**
 * A clock that stands still at `start` (Monday 2026-03-02, 09:00 in Shanghai) until a test moves it; a `running`
 * one also moves with real time, for what a timer does when an instant comes (stage clock notices, overdue counts).
 */
export const createTestClock = (start = new Date('2026-03-02T01:00:00.000Z'), running = false): TestClock => {
  let t = start.getTime();
  const origin = Date.now();
  return {
    now: () => new Date(t + (running ? Date.now() - origin : 0)),
    advance: (ms) => {
      t += ms;
    },
  };
};

export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let pgliteImage: Promise<Blob | undefined> | undefined;

/** The migrated data directory the run's global set-up dumped, read once per test process. */
const migratedImage = (): Promise<Blob | undefined> => {
  const file = inject('pgliteImage');
  pgliteImage ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return pgliteImage;
};

/** A database of its own for one test file: created here, dropped by the returned function. */
export const createTestDatabase = async (): Promise<{ target: DbTarget; drop(): Promise<void> }> => {
  if (TEST_DB === 'pglite') return { target: { kind: 'pglite', dataDir: null, image: await migratedImage() }, drop: async () => {} };
  const name = `ftown_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        // Only ever the database this helper created: the name is generated above.
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
};

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  /** Every SMS the app sent, in order. */
  sent: SmsMessage[];
  target: DbTarget;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Reuse another test app's database (to play a second server process); it is not dropped on close. */
  target?: DbTarget;
  /** Extra routes, registered after the app's own and before ready. */
  routes?: (app: FastifyInstance) => void;
  /** Receives every log line (JSON text) instead of discarding them; set LOG_LEVEL in env to see them. */
  logTo?: (line: string) => void;
  /** Sees every route as it is registered (to enumerate the route table with its schemas). */
  onRoute?: (route: RouteOptions) => void;
  /** Send SMS through the transport the configuration names (SMS_PROVIDER) instead of recording them. */
  configuredSms?: boolean;
  /** The test clock also moves with real time (createTestClock). */
  runningClock?: boolean;
};

const sentByApp = new WeakMap<FastifyInstance, SmsMessage[]>();

/** The messages a test app's recording transport has sent, for helpers that are handed only the app. */
export const smsSentBy = (app: FastifyInstance): SmsMessage[] => sentByApp.get(app) ?? [];

/** The app on a fresh, migrated and seeded database, with a movable clock and a recording SMS transport. */
export const buildTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const created = options.target ? null : await createTestDatabase();
  const target = options.target ?? created?.target;
  if (!target) throw new Error('no test database');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Production refuses to start without a provider; the recording transport below stands in for any.
    SMS_PROVIDER: 'log',
    WEB_DIST: path.join(os.tmpdir(), `ftown-no-web-${randomBytes(4).toString('hex')}`),
    ...options.env,
  });
  const clock = createTestClock(undefined, options.runningClock);
  const sent: SmsMessage[] = [];
  const sms: SmsTransport = { send: async (m) => void sent.push(m) };
  const serverOptions = fastifyOptions(config);
  const { logTo } = options;
  const app = Fastify(
    logTo ? { ...serverOptions, logger: { ...(serverOptions.logger as object), stream: { write: logTo } } } : serverOptions,
  );
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  try {
    await app.register(appPlugin, { config, dbTarget: target, clock, smsTransport: options.configuredSms ? undefined : sms });
    options.routes?.(app);
    await app.ready();
    sentByApp.set(app, sent);
  } catch (error) {
    await app.close().catch(() => {});
    await created?.drop();
    throw error;
  }
  return {
    app,
    clock,
    sent,
    target,
    close: async () => {
      await app.close();
      await created?.drop();
    },
  };
};
