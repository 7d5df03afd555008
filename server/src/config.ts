import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '@ftown/domain/applications/attachments';
import { AUDIT_MIN_RETENTION_DAYS } from '@ftown/domain/audit/audit.schemas';
import { HEARTBEAT_SECONDS } from '@ftown/domain/live/live.schemas';
import { PARK_CONFIG_SHAPE, parkConfigProblems } from './auth/park-systems.ts';
import { SMS_CONFIG_SHAPE, smsConfigProblems } from './auth/sms-transport.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDR blocks. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrBlock = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may name the client in X-Forwarded-For: unset (trust none: the socket's address is the
 * client's), a hop count, or a comma-separated list of addresses and CIDR blocks (Fastify's trustProxy).
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined) return false;
    if (/^\d+$/.test(value.trim())) return Number(value) === 0 ? false : Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrBlock(e));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `a hop count or a comma-separated list of addresses and CIDR blocks; not: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default: every interface in production, only this machine otherwise (see loadConfig). */
  HOST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  TOKEN_IDLE_MINUTES: positiveInt(120),
  TOKEN_ABSOLUTE_HOURS: positiveInt(12),
  BODY_LIMIT: positiveInt(1024 * 1024),
  /** Per-file limit of application attachments; larger uploads are refused while streaming. */
  ATTACHMENT_MAX_BYTES: positiveInt(ATTACHMENT_MAX_BYTES),
  /** Uploads one user may have in progress at once in this process; more are refused with 429 and Retry-After. */
  UPLOADS_PER_USER: positiveInt(2),
  /** Uploads in progress at once in this process, from everyone: keeps a burst from starving other requests. */
  UPLOADS_TOTAL: positiveInt(6),
  WEB_DIST: z.string().min(1).default(path.join(REPO_ROOT, 'web/dist')),
  /** Server processes on this machine (node:cluster). More than one needs DATABASE_URL: PGlite lives in one process. */
  WORKERS: positiveInt(1),
  /** Seconds between heartbeats on idle event streams; below the idle timeout of any proxy in front. */
  LIVE_HEARTBEAT_SECONDS: positiveInt(HEARTBEAT_SECONDS),
  /** Longest a client may take to send a whole request, body included (slow uploads); then 408. */
  REQUEST_TIMEOUT_SECONDS: positiveInt(120),
  /** On SIGTERM, requests in flight get this long to finish before every connection is closed. */
  SHUTDOWN_GRACE_SECONDS: positiveInt(10),
  /**
   * Swagger UI and the OpenAPI JSON at /ftown-api/docs: `public`, `staff` (signed-in staff only) or `off`.
   * Unset: public in development and test, off in production.
   */
  OPENAPI_DOCS: z.enum(['public', 'staff', 'off']).optional(),
  TRUST_PROXY: ZTrustProxy,
  /**
   * Bearer token for Prometheus at /metrics (at least 16 characters). Unset: no /metrics in production, and
   * only requests from this machine outside it.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** SMS codes one client address may have sent per hour, to any numbers (besides each number's own limits). */
  SMS_PER_CLIENT_PER_HOUR: positiveInt(20),
  /** SMS codes the whole portal sends per hour: a ceiling on the cost of abuse. */
  SMS_PER_HOUR: positiveInt(1000),
  /** Failed password checks from one client address per 15 minutes, across all accounts (spraying). */
  PASSWORD_FAILURES_PER_CLIENT: positiveInt(30),
  /** Days audit log rows are kept before the maintenance job deletes them; 等保 2.0 asks for six months at least. */
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(AUDIT_MIN_RETENTION_DAYS, `at least ${AUDIT_MIN_RETENTION_DAYS} days (等保 2.0: six months)`)
    .default(AUDIT_MIN_RETENTION_DAYS),
  /** Hand-offs to and from the park's other systems: PARK_<SYSTEM>_SECRET and PARK_<SYSTEM>_URL. */
  ...PARK_CONFIG_SHAPE,
  /** Delivery of SMS codes: SMS_PROVIDER and the provider's settings (auth/sms-transport.ts). */
  ...SMS_CONFIG_SHAPE,
});

export type Config = z.infer<typeof ZConfig> & { HOST: string; OPENAPI_DOCS: 'public' | 'staff' | 'off'; SMS_PROVIDER: 'log' | 'aliyun' };

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts that many proxies whatever their addresses (as
 * Express does; Fastify itself now refuses a bare number), so it is safe only where clients cannot reach
 * the server but through those proxies; a list of the proxies' addresses is safe everywhere.
 */
export const trustProxyOf = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export class ConfigError extends Error {}

/** Reads the environment once at start; an empty variable counts as unset so `PORT=` falls back. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZConfig.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const config = result.data;
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  WORKERS: more than one process needs DATABASE_URL (the embedded PGlite serves one process)');
  }
  const problems = [...parkConfigProblems(config), ...smsConfigProblems(config)];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...config,
    HOST: config.HOST ?? (config.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    OPENAPI_DOCS: config.OPENAPI_DOCS ?? (config.NODE_ENV === 'production' ? 'off' : 'public'),
    SMS_PROVIDER: config.SMS_PROVIDER ?? 'log',
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST: path.resolve(REPO_ROOT, config.WEB_DIST),
  };
};
