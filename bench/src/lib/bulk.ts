import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { STAGES } from '@ftown/domain/review/stages';
import { startPortal, startPortalOn, type Db, type Running } from './portal-process.ts';

/** One SQL statement on the portal's database, whichever kind it is. */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const stageArray = `array[${STAGES.map((s) => `'${s}'`).join(',')}]`;

/** SQL for the review stage at a generated row's index, wrapping round the stages. */
export const stageAt = (index: string) => `(${stageArray})[1 + (${index}) % ${STAGES.length}]`;

/**
 * `count` enterprises coded ENT-<codesFrom + g> and named 压测企业<g> in one INSERT … SELECT generate_series;
 * returns the first one's id, the rest following it in order.
 */
export const insertEnterprises = async (sql: Sql, count: number, codesFrom: number): Promise<number> => {
  await sql(
    `insert into enterprises (unicodes, name, created_at) select 'ENT-' || (${codesFrom} + g), '压测企业' || g, now() from generate_series(1, ${count}) g`,
  );
  const [{ first }] = (await sql(`select id as first from enterprises where unicodes = 'ENT-${codesFrom + 1}'`)) as [{ first: number }];
  return first;
};

export type FilledPortalSteps<P, F, R> = {
  /** Through the API on the fresh portal, before the bulk fill: what the fill needs that only the portal makes. */
  prepare: (portal: Running) => Promise<P>;
  fill: (sql: Sql, prepared: P) => Promise<F>;
  /** `databaseUrl` is set on PostgreSQL, for a measurement that writes to the database itself. */
  measure: (portal: Running & { databaseUrl?: string }, filled: F) => Promise<R>;
};

/** The portal runs throughout; the fill goes through its own connection. */
const onPostgres = async <P, F, R>(steps: FilledPortalSteps<P, F, R>): Promise<R> => {
  const portal = await startPortal('postgres');
  try {
    const prepared = await steps.prepare(portal);
    const client = new pg.Client({ connectionString: portal.databaseUrl });
    await client.connect();
    const filled = await steps.fill(async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[], prepared).finally(() => client.end());
    return await steps.measure(portal, filled);
  } finally {
    await portal.stop();
  }
};

/** PGlite belongs to one process: the portal stops while the bench fills its data directory, then starts again. */
const onPglite = async <P, F, R>(steps: FilledPortalSteps<P, F, R>): Promise<R> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftown-bench-filled-'));
  try {
    const migrated = await startPortalOn(dataDir);
    const prepared = await steps.prepare(migrated).finally(() => migrated.stop());
    const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
    const filled = await steps.fill(async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows, prepared).finally(() => db.close());
    const portal = await startPortalOn(dataDir);
    try {
      return await steps.measure(portal, filled);
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** A fresh database of the given kind, prepared through the API, filled through SQL, then measured with the portal on it. */
export const onFilledPortal = <P, F, R>(db: Db, steps: FilledPortalSteps<P, F, R>): Promise<R> =>
  db === 'postgres' ? onPostgres(steps) : onPglite(steps);
