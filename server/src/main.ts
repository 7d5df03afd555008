import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS } from './seed/demo-seed.ts';
import { closeWithin } from './shutdown.ts';

const demoTable = () =>
  DEMO_ACCOUNTS.map((a) => `  ${a.loginType.padEnd(16)} ${a.identifier.padEnd(20)} ${a.secret.padEnd(10)} ${a.who}`).join('\n');

/** Where the portal answers, and whether other machines can reach it. */
const banner = (config: Config, port: number) =>
  config.HOST === '127.0.0.1' || config.HOST === 'localhost'
    ? `http://localhost:${port} (this machine only; set HOST=0.0.0.0 to serve others)`
    : `http://${config.HOST}:${port}`;

/**
 * Development answers every page with a note to build the web app; production must not show the public that note,
 * so it refuses to start without the build, as it does without its secrets.
 */
const missingWebBuild = (config: Config) =>
  config.NODE_ENV === 'production' && !existsSync(path.join(config.WEB_DIST, 'index.html'))
    ? `Invalid configuration:\n  WEB_DIST: required in production (${config.WEB_DIST} has no index.html: run \`npm run build\` first)`
    : undefined;

const readConfig = () => {
  try {
    const config = loadConfig();
    const missing = missingWebBuild(config);
    if (missing !== undefined) throw new ConfigError(missing);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

/**
 * With WORKERS > 1 this process only supervises: the workers share the port (node:cluster) and one
 * PostgreSQL, which also carries their live events. A worker that dies is replaced.
 */
const supervise = (workers: number) => {
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

const start = async () => {
  const config = readConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) {
    supervise(config.WORKERS);
    return;
  }

  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    // A locked data directory is an operator problem: say what to do, without a stack trace.
    console.error(error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, lets in-flight requests finish within the grace period, then the db plugin
    // checkpoints, closes the database and releases the data directory lock.
    closeWithin(app, config.SHUTDOWN_GRACE_SECONDS * 1000).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port !== null ? port.port : config.PORT;
  // Workers of a cluster would each print the banner; the first one speaks for all.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  console.log(`\nFund-town portal: ${banner(config, shownPort)}  (database: ${app.database.kind}, workers: ${config.WORKERS})\n`);
  if (config.NODE_ENV === 'production') {
    console.log('Production: no demo data. Create the first administrator with `npm run admin -- create <username> <name>`.\n');
  } else {
    console.log(`Demo accounts (development only):\n${demoTable()}\n`);
  }
};

await start();
