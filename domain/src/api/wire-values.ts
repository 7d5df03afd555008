import { z } from 'zod';

/**
 * The two things every input schema shares: how a whole number travels, and which text no call accepts. Both
 * refuse with a Chinese message, never zod's English default.
 */

/** The largest value of a PostgreSQL `integer` (int4), the type of every id column. */
export const INT4_MAX = 2_147_483_647;

/** Digits only, at most as many as INT4_MAX has: no sign, blanks, hex, exponent or fraction. */
const DIGITS = /^\d{1,10}$/;

export type WireIntOptions = {
  /** The message of every refusal. */
  message: string;
  /** The message when the value is missing; defaults to `message`. */
  missing?: string;
  min?: number;
  max?: number;
};

/**
 * A whole number as the wire carries it: a JSON integer, or a string of digits (query strings and multipart fields
 * carry text). A boolean, an array, `0x3`, `3e0`, ` 3` or a value beyond `max` (int4 by default) is refused: none of
 * them may silently become some other number.
 */
export const zWireInt = ({ message, missing = message, min = 0, max = INT4_MAX }: WireIntOptions) =>
  z
    .union([z.number(), z.string().regex(DIGITS).transform(Number)], {
      error: (issue) => (issue.input === undefined ? missing : message),
    })
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** A row id: a whole number from 1 to INT4_MAX, the range of the integer id columns. */
export const zId = (message: string, missing?: string) => zWireInt({ message, missing, min: 1 });

export const UNSAFE_TEXT_MESSAGE = '内容含有无法保存的特殊字符（空字符或残缺的文字编码），请删除后重试';

/** A NUL character (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (no valid UTF-8 exists). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v !== null && v.key !== null; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The path of the first string (value or object key) in `value` that is not safe text, or null. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export const findUnsafeText = (value: unknown): (string | number)[] | null => {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const v = visit.value;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return pathOf(visit);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) pending.push({ value: v[i], key: i, parent: visit });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (const [key] of entries) if (!isSafeText(key)) return pathOf({ value: null, key, parent: visit });
      for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
};

/**
 * `schema`, refusing first any input that holds unsafe text anywhere (known fields or not), with the path of the
 * offending value. The server applies it to every route's input; the multipart parsers to their text parts.
 */
export const withSafeText = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUnsafeText(value);
      if (path !== null) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: value });
    })
    .pipe(schema);
