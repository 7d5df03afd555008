import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../app-error.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

const METRICS_PATH = '/metrics';

export const METRICS_MESSAGES = {
  badToken: '监控令牌无效',
  localOnly: '未配置监控令牌时仅允许本机访问监控指标',
} as const;

export type MetricsOptions = Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN'> & {
  /** Event streams open in this process now. */
  openStreams: () => number;
  /** The list cache's reads since start and the pages it holds (applications/list-cache.ts). */
  lists: { reads: { hits: number; misses: number }; size: { pages: number } };
  database: Pick<Database, 'pool'>;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Who may read: the bearer of METRICS_TOKEN when one is configured, else (outside production) this machine only. */
const checkAccess = (request: FastifyRequest, token: string | undefined) => {
  if (token !== undefined) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token)) throw new AppError('badCredentials', METRICS_MESSAGES.badToken);
  } else if (!LOOPBACK.has(request.ip)) {
    throw new AppError('forbidden', METRICS_MESSAGES.localOnly);
  }
};

/**
 * Prometheus metrics at /metrics: requests and their latency by route pattern (never the raw URL, which would
 * grow a series per id), open event streams, the list cache, the database connections and Node's own
 * (event-loop lag, heap, GC). One registry per app, so
 * two apps in one process (tests, a second server) never share counters. Production without a token has no route.
 */
const metricsPlugin = async (app: FastifyInstance, opts: MetricsOptions) => {
  if (opts.NODE_ENV === 'production' && opts.METRICS_TOKEN === undefined) return;

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route pattern', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'live_open_streams',
    help: 'Event streams open in this process',
    registers: [registry],
    collect() {
      this.set(opts.openStreams());
    },
  });

  // Counters kept by their owners, copied at each scrape: a counter set to a running total.
  const copied = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  copied('list_cache_hits_total', 'List pages answered from memory', () => opts.lists.reads.hits);
  copied('list_cache_misses_total', 'List pages read from the database', () => opts.lists.reads.misses);
  new Gauge({
    name: 'list_cache_pages',
    help: 'List pages held in memory',
    registers: [registry],
    collect() {
      this.set(opts.lists.size.pages);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: its one session, busy while a query or transaction holds it)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = opts.database.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a connection (PGlite: queued at its session gate)',
    registers: [registry],
    collect() {
      this.set(opts.database.pool().waiting);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one label: a scanner must not create a series per path it tries.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    checkAccess(request, opts.METRICS_TOKEN);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export default fp(metricsPlugin, { name: 'metrics' });
