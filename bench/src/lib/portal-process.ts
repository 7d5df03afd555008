import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureWebBuild } from './web-build.ts';

const repoRoot = new URL('../../..', import.meta.url).pathname;
export const API = '/ftown-api/public/index.php';
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Db = 'pglite' | 'postgres';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });

const waitFor = async (url: string, child: ChildProcess) => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
};

/** `pid` is the server's own node process (spawned directly, no shell), so /proc/<pid> describes it. */
export type Running = { url: string; pid: number; stop: () => Promise<void> };

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Production refuses to start without hand-off secrets (server/src/auth/park-systems.ts); these are for benches only. */
const BENCH_PARK_SECRETS = Object.fromEntries(
  ['ENTERPRISE', 'CHANGE', 'TAX', 'RISK', 'MEDIA'].map((s) => [`PARK_${s}_SECRET`, `bench-only-${s}-secret`.padEnd(40, '-')]),
);

/** A TypeScript entry file of this repo run in its own process on a free port. */
export const startProcess = async (entry: string, env: Record<string, string>, healthPath: string): Promise<Running> => {
  const port = await freePort();
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...BENCH_PARK_SECRETS, SMS_PROVIDER: 'log', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${healthPath}`, child);
  if (child.pid === undefined) throw new Error(`${entry} has no pid`);
  return { url, pid: child.pid, stop: () => stopChild(child) };
};

/**
 * The benches measure the production mode, which never seeds: the demo data they sign in with is added
 * first by `npm run seed:demo`'s entry (idempotent: a database that has users is left alone).
 */
const startSeededPortal = (env: Record<string, string>): Promise<Running> => {
  ensureWebBuild();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/seed-demo-cli.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`seeding the demo data failed (${seeded.status})`);
  return startProcess('server/src/main.ts', env, '/health');
};

/** The real portal on a PGlite data directory the caller owns: it outlives the process, so it can be stopped and started again. */
export const startPortalOn = (dataDir: string): Promise<Running> => startSeededPortal({ DATA_DIR: dataDir });

/** The real portal on a fresh database of the given kind: a temp PGlite directory or a new PostgreSQL database. */
export const startPortal = async (db: Db): Promise<Running & { databaseUrl?: string }> => {
  if (db === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'ftown-bench-'));
    const running = await startPortalOn(dataDir);
    return { ...running, stop: async () => (await running.stop(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const name = `ftown_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const running = await startSeededPortal({ DATABASE_URL: databaseUrl.toString() });
  return {
    ...running,
    databaseUrl: databaseUrl.toString(),
    stop: async () => {
      await running.stop();
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

export const postgresAvailable = async (): Promise<boolean> => {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
};

export const loginWithPassword = async (url: string, account: string, password = 'Demo@2026'): Promise<string> => {
  const res = await fetch(`${url}${API}/sam/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'personPassword', account, password }),
  });
  const body = (await res.json()) as { code: number; message: string; data: { token: string } };
  if (body.code !== 20000) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
};
