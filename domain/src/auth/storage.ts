/** Rules for what the browser keeps (spec section 3); the web store refuses anything else. */

export const TOKEN_KEY = 'ftown-portal-token';

export const isValidToken = (token: unknown): token is string => typeof token === 'string' && token.length > 1;

export const isPositiveId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

export const hasDash = (unicodes: unknown): unicodes is string => typeof unicodes === 'string' && unicodes.includes('-');

export type ApplyRecord = { id: number; unicodes: string };

export const APPLY_RECORD_ERRORS = {
  lost: '申请唯一编码丢失',
  format: '申请唯一编码格式错误',
  id: '申请主键非法',
} as const;

/** Checks a stored application reference; returns the problem, or null when it is usable. */
export const applyRecordProblem = (record: Partial<ApplyRecord> | null | undefined): string | null => {
  if (!record || record.unicodes === undefined || record.unicodes === '') return APPLY_RECORD_ERRORS.lost;
  if (!hasDash(record.unicodes)) return APPLY_RECORD_ERRORS.format;
  if (!isPositiveId(record.id)) return APPLY_RECORD_ERRORS.id;
  return null;
};

