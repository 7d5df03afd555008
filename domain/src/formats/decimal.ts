/**
 * Exact decimal arithmetic on strings. Amounts are NUMERIC(20,4) in the database, so every sum and comparison
 * here works on integers scaled by 10^scale (bigint), never on binary floating point.
 */

/** Storage scale of amounts (NUMERIC(20,4)). */
export const AMOUNT_SCALE = 4;

const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d*))?$|^([+-]?)\.(\d+)$/;

/** A decimal as a signed integer count of 10^-scale units. */
export type Scaled = { units: bigint; scale: number };

/**
 * Turns a finite number into the plain decimal string JavaScript would print, expanding exponent notation
 * (1e21, 5e-7) so that callers never see an exponent.
 */
export const numberToDecimalString = (value: number): string | null => {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exp = '0'] = match;
  const digits = lead + rest;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};

/** Parses a plain decimal string (or a finite number) at its own scale; null when it is not one. */
export const parseScaled = (value: string | number | bigint): Scaled | null => {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  const text = typeof value === 'number' ? numberToDecimalString(value) : value.trim();
  if (text === null) return null;
  const m = DECIMAL_PATTERN.exec(text);
  if (!m) return null;
  const sign = m[1] ?? m[4] ?? '';
  const intPart = m[2] ?? '0';
  const frac = m[3] ?? m[5] ?? '';
  const units = BigInt(intPart + frac);
  return { units: sign === '-' ? -units : units, scale: frac.length };
};

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Rescales exactly when growing; when shrinking, rounds half away from zero (the cashier's rounding). */
export const rescale = (value: Scaled, scale: number): Scaled => {
  if (scale >= value.scale) return { units: value.units * pow10(scale - value.scale), scale };
  const divisor = pow10(value.scale - scale);
  const negative = value.units < 0n;
  const abs = negative ? -value.units : value.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale };
};

/** Prints a scaled value with exactly `scale` decimals, e.g. 12345n at 4 -> '1.2345'. */
export const scaledToString = ({ units, scale }: Scaled): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
};

/** Units of 10^-4 for a NUMERIC(…,4) value; null for anything that is not a decimal of at most 4 places. */
export const toUnits = (value: string | number): bigint | null => {
  const parsed = parseScaled(value);
  if (parsed === null || parsed.scale > AMOUNT_SCALE) return null;
  return rescale(parsed, AMOUNT_SCALE).units;
};

const unitsOrThrow = (value: string | number): bigint => {
  const units = toUnits(value);
  if (units === null) throw new RangeError(`Not a decimal with at most ${AMOUNT_SCALE} places: ${String(value)}`);
  return units;
};

export const unitsToDecimal = (units: bigint): string => scaledToString({ units, scale: AMOUNT_SCALE });

/** Canonical NUMERIC(…,4) text of a decimal: '1000' -> '1000.0000'. Throws on anything else. */
export const toDecimal4 = (value: string | number): string => unitsToDecimal(unitsOrThrow(value));

export const addDecimal = (a: string | number, b: string | number): string =>
  unitsToDecimal(unitsOrThrow(a) + unitsOrThrow(b));

export const subtractDecimal = (a: string | number, b: string | number): string =>
  unitsToDecimal(unitsOrThrow(a) - unitsOrThrow(b));

/** Exact sum of 4-place decimals, e.g. the total of a tax report; the empty sum is '0.0000'. */
export const sumDecimals = (values: readonly (string | number)[]): string =>
  unitsToDecimal(values.reduce<bigint>((acc, v) => acc + unitsOrThrow(v), 0n));

const sign = (n: bigint): -1 | 0 | 1 => (n < 0n ? -1 : n > 0n ? 1 : 0);

/** -1, 0 or 1 as a is below, equal to or above b (4-place decimals). */
export const compareDecimal = (a: string | number, b: string | number): -1 | 0 | 1 =>
  sign(unitsOrThrow(a) - unitsOrThrow(b));

/** Compares two decimals of any scale exactly; null when either is not a decimal. */
export const compareExact = (a: string, b: string): -1 | 0 | 1 | null => {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  return sign(rescale(x, scale).units - rescale(y, scale).units);
};

/** Rounds a decimal of any scale to `places` decimals (half away from zero) and prints it; null if not a decimal. */
export const roundDecimal = (value: string | number, places: number): string | null => {
  const parsed = parseScaled(value);
  return parsed === null ? null : scaledToString(rescale(parsed, places));
};
