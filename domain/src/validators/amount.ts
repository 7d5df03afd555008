import { z } from 'zod';
import { AMOUNT_SCALE } from '../formats/decimal.ts';

/**
 * Amount input (spec section 5): a positive number with up to 4 decimals, checked on the text so nothing passes
 * through floating point. `negative` also admits a leading minus; `leadingZero` admits a zero integer part
 * ('0', '0.5'). A redundant leading zero ('012') is never accepted.
 */
export type AmountOptions = { negative?: boolean; leadingZero?: boolean; scale?: number };

export const AMOUNT_MESSAGE = '请输入正确的金额，最多4位小数';

export const amountPattern = ({ negative = false, leadingZero = false, scale = AMOUNT_SCALE }: AmountOptions = {}) =>
  new RegExp(`^${negative ? '-?' : ''}(${leadingZero ? '0|' : ''}[1-9]\\d*)(\\.\\d{1,${scale}})?$`);

export const isAmount = (value: string | number, options: AmountOptions = {}): boolean => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return amountPattern(options).test(text);
};

/** Accepts the text or a finite number and yields the text as typed ('12.50'), never a float. */
export const zAmount = (options: AmountOptions = {}, message = AMOUNT_MESSAGE) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => isAmount(v, options), message);
