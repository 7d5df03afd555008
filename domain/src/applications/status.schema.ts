import { z } from 'zod';
import { APPLY_STATUSES } from './status.ts';

/**
 * The wire's status: one of the seven numbers, typed as the union (not `number`) on both ends. Apart from the
 * statuses themselves, so the web's first screen, which shows statuses, loads no zod (issue 15).
 */
export const zApplyStatus = () => z.literal(APPLY_STATUSES);
