import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { clientErrorHandler } from './plugins/errors.ts';

/** Longest wait for a request's headers; a client that trickles them holds a connection no longer. */
const HEADERS_TIMEOUT_MS = 20_000;
/** Above the idle timeout of the load balancers in front (often 60 s), so they close idle connections first. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** How often a shutting-down server closes the connections that just went idle. */
const IDLE_SWEEP_MS = 100;

/**
 * Timeouts of the HTTP server: a client must send its whole request within REQUEST_TIMEOUT_SECONDS (else 408
 * and the connection closes), its headers within 20 s. Node checks them every so often; the check runs often
 * enough that a short timeout is kept to within a quarter of itself.
 */
export const connectionOptions = (config: Pick<Config, 'REQUEST_TIMEOUT_SECONDS'>): FastifyHttpOptions<Server> => {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestTimeout / 4))),
    },
    // Requests arriving during shutdown get the error envelope from the errors plugin, not Fastify's own body.
    return503OnClosing: false,
    clientErrorHandler,
  };
};

/**
 * Closes the app within a bounded time: it stops accepting connections, closes idle keep-alive connections at
 * once and each one as soon as its request is answered, gives requests in flight `graceMs` to finish, then
 * closes every connection that is left. The app's onClose hooks then close the database and release the data
 * directory lock. Resolves when all of that is done.
 */
export const closeWithin = async (app: FastifyInstance, graceMs: number): Promise<void> => {
  const { server } = app;
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const force = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still open after the shutdown grace period; closing their connections');
    server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(force);
  }
};
