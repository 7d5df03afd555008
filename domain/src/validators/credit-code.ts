import { z } from 'zod';

/**
 * Unified social credit code, GB 32100: 18 characters from a 31-character set (no I, O, S, V, Z): registration
 * department (1), organisation category (1), administrative division (6 digits), the organisation code of
 * GB 11714 (8 characters and its own check character), then the check character of the whole code.
 */

export const CREDIT_CODE_MESSAGE = '统一社会信用代码有误，请确认';

export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Registration management department codes (GB 32100 table 1). */
export const REGISTRATION_DEPARTMENTS = '123456789ANY';

const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;
const SHAPE = new RegExp(`^[${REGISTRATION_DEPARTMENTS}][${CREDIT_CODE_CHARSET}]\\d{6}[${CREDIT_CODE_CHARSET}]{10}$`);

/** GB 11714 check character of an 8-character organisation code body (digits 0-9, letters A-Z as 10-35). */
export const orgCodeCheckChar = (body: string): string => {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number.parseInt(body[i] ?? '', 36) * (ORG_WEIGHTS[i] ?? 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
};

/** GB 32100 check character of the first 17 characters. */
export const creditCodeCheckChar = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CODE_CHARSET.indexOf(first17[i] ?? '') * (USCC_WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31] ?? '';
};

export const isCreditCode = (code: string): boolean => {
  const text = code.trim().toUpperCase();
  if (!SHAPE.test(text)) return false;
  return orgCodeCheckChar(text.slice(8, 16)) === text[16] && creditCodeCheckChar(text.slice(0, 17)) === text[17];
};

/**
 * Builds a valid code for seed and test data from an 8-character prefix (department, category, division) and an
 * 8-character organisation code body, computing both check characters.
 */
export const makeCreditCode = (prefix: string, body: string): string => {
  const head = `${prefix}${body}`.toUpperCase();
  const valid = new RegExp(`^[${REGISTRATION_DEPARTMENTS}][${CREDIT_CODE_CHARSET}]\\d{6}[${CREDIT_CODE_CHARSET}]{8}$`);
  if (!valid.test(head)) throw new RangeError(`Cannot build a credit code from ${prefix}/${body}`);
  const first17 = head + orgCodeCheckChar(head.slice(8));
  return first17 + creditCodeCheckChar(first17);
};

export const zCreditCode = () =>
  z.string({ error: CREDIT_CODE_MESSAGE }).trim().toUpperCase().refine(isCreditCode, CREDIT_CODE_MESSAGE);
