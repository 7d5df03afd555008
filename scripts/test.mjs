// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Static checks (types, lint, dead code), then the unit and API suites on PGlite, the API suites again on PostgreSQL,
// then the end-to-end journeys in Chromium against the built app. It ends with one line
// "tests: N passed, N failed" summed over every vitest run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.tmp', 'test-results');
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failures = [];

const step = (title) => console.log(`\n\u001b[1m== ${title}\u001b[0m`);

const run = (title, command, args, env = {}) => {
  step(title);
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) failures.push(title);
  return res.status === 0;
};

/** Runs a check with its output held back, so checks running side by side print one after another. */
const runHeld = (title, command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (error) => out.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ title, ok: code === 0, out: Buffer.concat(out) }));
  });

let vitestRuns = 0;
const vitest = (title, args, env = {}) => {
  const out = join(resultsDir, `vitest-${++vitestRuns}.json`);
  const ok = run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (report.numTotalTests === 0) failures.push(`${title}: no test ran`);
  } else if (ok) {
    failures.push(`${title}: no report written`);
  }
  return ok;
};

const postgresReachable = async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

const ensureChromium = () => {
  if (existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('Installing Debian chromium for the end-to-end suite');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const packages = ['chromium', 'fonts-wqy-microhei'];
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit' });
    if (install && install.status === 0 && existsSync(chromium)) return true;
  }
  console.error(`\nChromium is missing at ${chromium}. Install it with:\n\n  sudo apt-get install -y chromium fonts-wqy-microhei\n`);
  return false;
};

// The static checks side by side: each is mostly one process on one core, and together they took two minutes.
const checks = await Promise.all([
  runHeld('Type check', 'npm', ['run', '--silent', 'typecheck']),
  runHeld('Lint', 'npx', ['eslint', '.']),
  runHeld('Dead code (knip: unused files, exports and dependencies)', 'npx', ['knip']),
]);
for (const { title, ok, out } of checks) {
  step(title);
  process.stdout.write(out);
  if (!ok) failures.push(title);
}
vitest('Unit and API suites (API on PGlite)', []);

if (await postgresReachable()) {
  vitest('API suites on PostgreSQL', ['--project', 'server'], { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl });
} else {
  const line = `PostgreSQL run SKIPPED: no server answered at ${postgresUrl} (set TEST_DATABASE_URL to point at one).`;
  console.log(`\n\u001b[33m${line}\u001b[0m`);
  if (requirePostgres) failures.push('API suites on PostgreSQL: skipped, but REQUIRE_POSTGRES=1');
}

if (ensureChromium()) {
  if (run('Build the web app', 'npm', ['run', '--silent', 'build'])) {
    vitest('End-to-end journeys in Chromium', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromium });
  }
} else {
  failures.push('End-to-end journeys: Chromium missing');
}

console.log('');
if (failures.length > 0) console.log(`Failed steps:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
