import { z } from 'zod';
import { CODES } from './codes.ts';

/** The `{ code, message, data }` envelope every general call answers with (DESIGN section 2). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(CODES.ok), message: z.string(), data });

export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z
    .object({
      fields: z.record(z.string(), z.string()).optional(),
      /** Seconds before a refused (42900) call may be repeated; also sent as the Retry-After header. */
      retryAfter: z.number().int().positive().optional(),
    })
    .nullable()
    .optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export { API_BASE } from './base-path.ts';
