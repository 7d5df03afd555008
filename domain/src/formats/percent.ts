import { parseScaled, rescale, scaledToString } from './decimal.ts';

export const PERCENT_PLACES = 2;

/** Percent as shown (spec section 9): rounded to 2 decimals, half away from zero: '33.3333' -> '33.33%'. */
export const formatPercent = (value: string | number | null | undefined, places = PERCENT_PLACES): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseScaled(value);
  return parsed === null ? '' : `${scaledToString(rescale(parsed, places))}%`;
};

/** Reads '33.33%' (the sign is optional) back to the decimal text '33.33'; null if malformed. */
export const parsePercent = (printed: string): string | null => {
  const match = /^(-?\d+(?:\.\d+)?)%?$/.exec(printed.trim());
  if (!match?.[1]) return null;
  const parsed = parseScaled(match[1]);
  return parsed === null ? null : scaledToString(parsed);
};
