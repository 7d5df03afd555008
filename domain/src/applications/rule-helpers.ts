import { toUnits } from '../formats/decimal.ts';
import type { Finding, Row } from './form-model.ts';

/** Small readers for rules, which run on data that may be partial or malformed and must never throw. */

export const rowsOf = (data: Row | undefined): Row[] => {
  const rows = data?.rows;
  return Array.isArray(rows) ? rows.filter((r): r is Row => typeof r === 'object' && r !== null) : [];
};

export const listOf = (data: Row | undefined, key: string): Row[] => rowsOf(data ? { rows: data[key] } : undefined);

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Amount in 10^-4 units, or null when absent or not an amount. */
export const units = (value: unknown): bigint | null =>
  typeof value === 'string' || typeof value === 'number' ? toUnits(value) : null;

export const sumUnits = (rows: readonly Row[], key: string): bigint | null => {
  let total = 0n;
  for (const row of rows) {
    const u = units(row[key]);
    if (u === null) return null;
    total += u;
  }
  return total;
};

/** 万元 amounts as units: 100 万元 is 1,000,000 units. */
export const wan = (amount: number): bigint => BigInt(amount) * 10_000n;

export const finding = (path: readonly (string | number)[], message: string): Finding => ({ path, message });

/** Findings at each row (under `rows`) whose predicate is true. */
export const eachRow = (
  rows: readonly Row[],
  test: (row: Row, index: number) => boolean,
  key: string,
  message: string,
  base: readonly (string | number)[] = ['rows'],
): Finding[] => rows.flatMap((row, i) => (test(row, i) ? [finding([...base, i, key], message)] : []));

/** Findings at every row after the first that repeats a non-empty value of `key`. */
export const duplicates = (rows: readonly Row[], key: string, message: string, base: readonly (string | number)[] = ['rows']): Finding[] => {
  const seen = new Set<string>();
  return eachRow(
    rows,
    (row) => {
      const value = str(row[key]).toUpperCase();
      if (value === '') return false;
      if (seen.has(value)) return true;
      seen.add(value);
      return false;
    },
    key,
    message,
    base,
  );
};
