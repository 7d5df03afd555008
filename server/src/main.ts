import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { DEMO_ACCOUNTS } from './seed/demo-seed.ts';

const demoTable = () =>
  DEMO_ACCOUNTS.map((a) => `  ${a.loginType.padEnd(16)} ${a.identifier.padEnd(20)} ${a.secret.padEnd(10)} ${a.who}`).join('\n');

const start = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
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
    // app.close stops accepting, lets in-flight requests finish, then the db plugin checkpoints,
    // closes the database and releases the data directory lock.
    app.close().then(
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
  console.log(
    `\nFund-town portal: http://localhost:${shownPort}  (database: ${app.database.kind})\n\nDemo accounts:\n${demoTable()}\n`,
  );
};

await start();
