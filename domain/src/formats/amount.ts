import { AMOUNT_SCALE, parseScaled, rescale, scaledToString } from './decimal.ts';

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Amount as shown everywhere (spec section 9): 4 decimals with thousand separators, computed exactly from
 * the decimal text ('1234567.5' -> '1,234,567.5000'). Returns '' for anything that is not a decimal,
 * so an empty cell stays empty.
 */
export const formatAmount = (value: string | number | bigint | null | undefined, places = AMOUNT_SCALE): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseScaled(value);
  if (parsed === null) return '';
  const text = scaledToString(rescale(parsed, places));
  const negative = text.startsWith('-');
  const [intPart = '', frac] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${groupThousands(intPart)}${frac === undefined ? '' : `.${frac}`}`;
};

const PRINTED_AMOUNT = /^-?\d{1,3}(,\d{3})*(\.\d+)?$/;

/** Reads a printed amount back to its canonical decimal text ('1,234.5000' -> '1234.5000'); null if malformed. */
export const parseAmount = (printed: string): string | null => {
  const text = printed.trim();
  if (!PRINTED_AMOUNT.test(text)) return null;
  const parsed = parseScaled(text.replaceAll(',', ''));
  return parsed === null ? null : scaledToString(parsed);
};
