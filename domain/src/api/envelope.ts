import { z } from 'zod';
import { CODES } from './codes.ts';

/** The `{ code, message, data }` envelope every general call answers with (DESIGN section 2). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(CODES.ok), message: z.string(), data });

export { API_BASE } from './base-path.ts';
