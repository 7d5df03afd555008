import { z } from 'zod';
import { isRealDate } from './date-parts.ts';
import { todayCst } from '../formats/date-time.ts';

/**
 * Resident identity number, GB 11643: 17 digits and a check character (digit or X), or the old 15-digit form
 * (no check character, two-digit birth year in the 1900s). Area code, birth date and check are all verified.
 */

export const CITIZEN_ID_MESSAGE = '身份证号码有误，请确认';

/** Province-level codes (first two digits) that exist (spec section 5). */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '91',
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_MAP = '10X98765432';

/** The check character of the first 17 digits. */
export const citizenIdCheckChar = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_MAP[sum % 11] ?? '';
};

/** Birth date of a well-formed ID as YYYY-MM-DD (15-digit IDs were issued to people born in the 1900s). */
export const birthDateOf = (id: string): string | null => {
  const text = id.trim().toUpperCase();
  const raw = /^\d{15}$/.test(text) ? `19${text.slice(6, 12)}` : /^\d{17}[\dX]$/.test(text) ? text.slice(6, 14) : null;
  if (raw === null) return null;
  const [y, m, d] = [Number(raw.slice(0, 4)), Number(raw.slice(4, 6)), Number(raw.slice(6, 8))];
  return isRealDate(y, m, d) ? `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}` : null;
};

export type Gender = 'M' | 'F';

/** Gender from the sequence number: odd is male, even is female. */
export const genderOf = (id: string): Gender | null => {
  const text = id.trim().toUpperCase();
  const digit = /^\d{15}$/.test(text) ? text[14] : /^\d{17}[\dX]$/.test(text) ? text[16] : undefined;
  return digit === undefined ? null : Number(digit) % 2 === 1 ? 'M' : 'F';
};

/** Whether `id` is a valid citizen ID on `today` (YYYY-MM-DD, China Standard Time by default). */
export const isCitizenId = (id: string, today: string = todayCst()): boolean => {
  const text = id.trim().toUpperCase();
  if (!/^\d{15}$/.test(text) && !/^\d{17}[\dX]$/.test(text)) return false;
  if (!PROVINCE_CODES.has(text.slice(0, 2))) return false;
  const birth = birthDateOf(text);
  if (birth === null || birth <= '1900-01-01' || birth > today) return false;
  return text.length === 15 || citizenIdCheckChar(text) === text[17];
};

/**
 * Builds a valid 18-digit ID for seed and test data: 6-digit area, birth date YYYY-MM-DD and a 3-digit sequence
 * (odd for men, even for women).
 */
export const makeCitizenId = (area: string, birthDate: string, sequence: string): string => {
  const first17 = `${area}${birthDate.replaceAll('-', '')}${sequence}`;
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`Cannot build a citizen ID from ${area}/${birthDate}/${sequence}`);
  return first17 + citizenIdCheckChar(first17);
};

export const zCitizenId = () =>
  z
    .string({ error: CITIZEN_ID_MESSAGE })
    .trim()
    .toUpperCase()
    .refine((id) => isCitizenId(id), CITIZEN_ID_MESSAGE);
