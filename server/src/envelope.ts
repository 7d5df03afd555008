import { CODES, DEFAULT_MESSAGES } from '@ftown/domain/api/codes';

/** The success envelope of general calls (DESIGN section 2). */
export const ok = <T>(data: T, message: string = DEFAULT_MESSAGES.ok) => ({ code: CODES.ok, message, data });
