import { z } from 'zod';

/** Year, month and day inputs (spec section 5): 4-digit year, month 1-12 and day 1-31 with optional leading zero. */
export const YEAR_PATTERN = /^\d{4}$/;
export const MONTH_PATTERN = /^(0?[1-9]|1[0-2])$/;
export const DAY_PATTERN = /^(0?[1-9]|[12]\d|3[01])$/;
/** A calendar date as stored and sent: YYYY-MM-DD. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const MONTH_MESSAGE = '月份应为1至12';
export const DATE_MESSAGE = '请输入正确的日期（年-月-日）';

const asText = (value: string | number): string => String(value).trim();
export const isYear = (value: string | number): boolean => YEAR_PATTERN.test(asText(value));
export const isMonth = (value: string | number): boolean => MONTH_PATTERN.test(asText(value));
export const isDay = (value: string | number): boolean => DAY_PATTERN.test(asText(value));

/** Whether year, month and day name a day that exists (no 30 February, 29 February only in leap years). */
export const isRealDate = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

/** Whether text is a real calendar date in YYYY-MM-DD form. */
export const isDateString = (value: string): boolean => {
  const m = DATE_PATTERN.exec(value);
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** Adds whole years to a YYYY-MM-DD date; 29 February falls back to 28 February in a common year. */
export const addYears = (date: string, years: number): string => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const day = isRealDate(y + years, m, d) ? d : d - 1;
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const zPart = (test: (v: string | number) => boolean, message: string) =>
  z.union([z.string(), z.number()], { error: message }).refine(test, message);

export const zMonth = () => zPart(isMonth, MONTH_MESSAGE);
export const zDate = () => z.string({ error: DATE_MESSAGE }).trim().refine(isDateString, DATE_MESSAGE);
