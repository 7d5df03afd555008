import { z } from 'zod';
import { defineCall } from './contract.ts';
import { envelope } from './envelope.ts';

/** GET /health (DESIGN section 2): answered after a real round trip to the database. */
const ZHealth = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

/** Served at /health for probes and under the API base for the web's proxy alike. */
export const HEALTH_CALL = defineCall({
  method: 'GET',
  path: '/health',
  tag: 'health',
  summary: '健康检查',
  input: z.object({}),
  reply: envelope(ZHealth),
});

/** Liveness: the process answers; it touches nothing else, so a slow database never gets the process restarted. */
export const HEALTH_LIVE_CALL = defineCall({
  method: 'GET',
  path: '/health/live',
  tag: 'health',
  summary: '存活检查',
  input: z.object({}),
  reply: envelope(z.object({ status: z.literal('live') })),
});

/**
 * Readiness: the database answers, no migration is pending and the notification listener is up. When one is
 * not, the reply is the 50300 envelope (HTTP 503) naming it, so a balancer sends no traffic here meanwhile.
 */
export const HEALTH_READY_CALL = defineCall({
  method: 'GET',
  path: '/health/ready',
  tag: 'health',
  summary: '就绪检查',
  input: z.object({}),
  reply: envelope(z.object({ status: z.literal('ready'), db: z.enum(['pglite', 'postgres']) })),
});
