/**
 * Date and time display (spec section 9). The portal runs on China Standard Time (UTC+8, no daylight saving),
 * so formatting uses a fixed offset rather than the server's or the browser's local zone: a date reads the same
 * everywhere.
 */

export const CST_OFFSET_MINUTES = 480;
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type TimeInput = Date | number | string;

/**
 * Milliseconds since the epoch. A 10-digit timestamp (number or digit string) is seconds, anything longer
 * is milliseconds; other strings go through Date parsing. NaN when unreadable.
 */
export const toEpochMs = (value: TimeInput): number => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return toEpochMs(Number(text));
  // Wall-clock text without a zone is China Standard Time, like everything the portal prints.
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Date.parse(`${text}T00:00:00+08:00`);
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text)) return Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Date.parse(text);
};

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

type Parts = { YYYY: number; MM: number; DD: number; HH: number; mm: number; ss: number };

const partsOf = (ms: number, offsetMinutes: number): Parts => {
  const d = new Date(ms + offsetMinutes * 60_000);
  return {
    YYYY: d.getUTCFullYear(),
    MM: d.getUTCMonth() + 1,
    DD: d.getUTCDate(),
    HH: d.getUTCHours(),
    mm: d.getUTCMinutes(),
    ss: d.getUTCSeconds(),
  };
};

/** Formats with tokens YYYY MM DD HH mm ss; '' for an unreadable input, so empty cells stay empty. */
export const formatDateTime = (
  value: TimeInput | null | undefined,
  pattern = DEFAULT_DATE_TIME_FORMAT,
  offsetMinutes = CST_OFFSET_MINUTES,
): string => {
  if (value === null || value === undefined || value === '') return '';
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '';
  const parts = partsOf(ms, offsetMinutes);
  return pattern.replace(TOKENS, (t) => pad(parts[t as keyof Parts], t === 'YYYY' ? 4 : 2));
};

export const formatDate = (value: TimeInput | null | undefined): string => formatDateTime(value, DATE_FORMAT);

/**
 * Reads text printed by formatDateTime with the same pattern back to epoch milliseconds; null when it does not
 * match the pattern or names an impossible date (2026-02-30).
 */
export const parseDateTime = (
  printed: string,
  pattern = DEFAULT_DATE_TIME_FORMAT,
  offsetMinutes = CST_OFFSET_MINUTES,
): number | null => {
  const order: (keyof Parts)[] = [];
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(TOKENS, (t) => {
      order.push(t as keyof Parts);
      return t === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
    });
  const match = new RegExp(`^${source}$`).exec(printed.trim());
  if (!match) return null;
  const parts: Parts = { YYYY: 1970, MM: 1, DD: 1, HH: 0, mm: 0, ss: 0 };
  order.forEach((token, i) => (parts[token] = Number(match[i + 1])));
  const utc = Date.UTC(parts.YYYY, parts.MM - 1, parts.DD, parts.HH, parts.mm, parts.ss);
  const back = new Date(utc);
  const exact =
    back.getUTCFullYear() === parts.YYYY &&
    back.getUTCMonth() === parts.MM - 1 &&
    back.getUTCDate() === parts.DD &&
    back.getUTCHours() === parts.HH &&
    back.getUTCMinutes() === parts.mm &&
    back.getUTCSeconds() === parts.ss;
  return exact ? utc - offsetMinutes * 60_000 : null;
};

/** Today's calendar date in China Standard Time, 'YYYY-MM-DD'. */
export const todayCst = (now: number = Date.now()): string => formatDateTime(now, DATE_FORMAT);

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Relative time (spec section 9): under 30 s '刚刚', then 'N分钟前' and 'N小时前' (rounded up, as the original
 * portal did), '1天前' up to two days, and after that the date ('M月D日H时m分' unless a pattern is given).
 */
export const formatRelative = (value: TimeInput, now: number = Date.now(), pattern?: string): string => {
  const ms = toEpochMs(value);
  if (Number.isNaN(ms)) return '';
  const seconds = (now - ms) / 1000;
  if (seconds < 30) return '刚刚';
  if (seconds < HOUR) return `${Math.ceil(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.ceil(seconds / HOUR)}小时前`;
  if (seconds < 2 * DAY) return '1天前';
  if (pattern) return formatDateTime(ms, pattern);
  const p = partsOf(ms, CST_OFFSET_MINUTES);
  return `${p.MM}月${p.DD}日${p.HH}时${p.mm}分`;
};
