import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET /health (DESIGN section 2): answered after a real round trip to the database. */
export const ZHealth = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export const ZHealthResponse = envelope(ZHealth);
