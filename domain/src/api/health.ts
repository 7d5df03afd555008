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
