import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { FifoGate } from '../db/fifo-gate.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PgliteDialect } from '../db/pglite-dialect.ts';

declare module 'vitest' {
  // Declaration merging with vitest's own context needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory dumped as a tar file, or '' when the suite runs on PostgreSQL. */
    pgliteImage: string;
  }
}

/**
 * Runs initdb and the migrations once for the whole run: every PGlite test app then loads the dump
 * (about half a second) instead of doing both itself (about two seconds each).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteImage', '');
    return;
  }
  const pglite = await PGlite.create();
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite, new FifoGate()), plugins: [new CamelCasePlugin()] });
  await migrateToLatest(db);
  const image = await pglite.dumpDataDir('none');
  await db.destroy();
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'ftown-pglite-image-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
