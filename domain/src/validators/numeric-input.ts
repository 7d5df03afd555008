import { compareExact, roundDecimal } from '../formats/decimal.ts';

/**
 * The rules behind the numeric input widget (spec section 5), as pure functions of the text in the box:
 * typing keeps only digits, one decimal point and (when allowed) a leading minus; leaving the field clamps to
 * [min, max] and formats to the precision; an empty field stays empty. Comparisons are exact on decimal text.
 */
export type NumericInputOptions = {
  max?: string | number;
  min?: string | number;
  /** Decimal places shown after blur; undefined keeps what was typed. */
  precision?: number;
};

export const NUMERIC_INPUT_MAX = '9999999999999999';
export const NUMERIC_INPUT_MIN = '0';

const asText = (value: string | number): string => (typeof value === 'number' ? String(value) : value);

/**
 * What the box keeps while typing: '1a2.3.4' -> '12.34', '--5' -> '-5'. A leading minus is kept even when min is
 * not below zero: '-5' is a number below the minimum, which blur clamps to min, not the different number 5.
 */
export const sanitizeNumericInput = (raw: string): string => {
  const negative = raw.trimStart().startsWith('-');
  let seenPoint = false;
  let body = '';
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') body += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      body += ch;
    }
  }
  return negative ? `-${body}` : body;
};

/** Clamps decimal text to [min, max]; text that is not a number yet ('', '-', '.') is returned unchanged. */
export const clampNumeric = (text: string, options: NumericInputOptions = {}): string => {
  const max = asText(options.max ?? NUMERIC_INPUT_MAX);
  const min = asText(options.min ?? NUMERIC_INPUT_MIN);
  if (compareExact(text, max) === 1) return max;
  if (compareExact(text, min) === -1) return min;
  return text;
};

/**
 * The value after blur: '' when nothing numeric was typed (the field is cleared), otherwise sanitized, clamped
 * and rounded to `precision` (half away from zero). '12.' becomes '12', '.5' becomes '0.5'.
 */
export const formatNumericOnBlur = (raw: string, options: NumericInputOptions = {}): string => {
  const text = sanitizeNumericInput(raw);
  if (!/\d/.test(text)) return '';
  const normalized = text
    .replace(/\.$/, '')
    .replace(/^(-?)\./, (_, sign: string) => `${sign}0.`)
    .replace(/^(-?)0+(?=\d)/, '$1');
  const clamped = clampNumeric(normalized, options);
  // Bounds are expected to be representable at the precision, so rounding a clamped value stays within them.
  const result = options.precision === undefined ? clamped : (roundDecimal(clamped, options.precision) ?? '');
  return /^-0(\.0*)?$/.test(result) ? result.slice(1) : result;
};
