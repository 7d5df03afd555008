import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { postgresAvailable, type Db } from './lib/portal-process.ts';
import { round1 } from './lib/stats.ts';
import { applications } from './suites/applications.ts';
import { bundle } from './suites/bundle.ts';
import { foundation } from './suites/foundation.ts';
import { lighthouse } from './suites/lighthouse.ts';
import { live } from './suites/live.ts';
import { review } from './suites/review.ts';
import { uploads } from './suites/uploads.ts';

// `npm run bench [suite ...]`: each suite writes bench/results/<suite>.json so changes can be compared.
const suites = { foundation, bundle, applications, review, live, uploads, lighthouse } as const;
type SuiteName = keyof typeof suites;

const wanted = (process.argv.slice(2) as SuiteName[]).filter((s) => s in suites);
const names = wanted.length > 0 ? wanted : (Object.keys(suites) as SuiteName[]);
// BENCH_DBS=postgres (or pglite) measures one kind only: a quicker run when only one is in question.
const only = process.env.BENCH_DBS?.split(',') as Db[] | undefined;
const dbs: Db[] = ((await postgresAvailable()) ? (['pglite', 'postgres'] as Db[]) : (['pglite'] as Db[])).filter((db) => only?.includes(db) ?? true);
if (!dbs.includes('postgres')) console.log('PostgreSQL not reachable: benchmarking PGlite only.');

const resultsDir = new URL('../results/', import.meta.url).pathname;
mkdirSync(resultsDir, { recursive: true });
const machine = { node: process.version, cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30) };

for (const name of names) {
  console.log(`\n== ${name}`);
  // How busy the machine was: the timings (and Lighthouse's simulated CPU) grow with it.
  const loadBefore = loadavg()[0]!;
  const result = await suites[name](dbs);
  const load = { loadAverage1mBefore: round1(loadBefore), loadAverage1mAfter: round1(loadavg()[0]!) };
  const record = { suite: name, at: new Date().toISOString(), machine: { ...machine, ...load }, result };
  writeFileSync(`${resultsDir}${name}.json`, `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
