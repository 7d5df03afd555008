import { z } from 'zod';

/** Mainland mobile numbers: 11 digits behind a carrier prefix (spec section 5). */
export const MOBILE_PATTERN = /^1(3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
/** Landline: optional area code, 7 to 8 digits, optional extension of 1 to 3 digits (spec section 5). */
export const LANDLINE_PATTERN = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,3})?$/;

export const MOBILE_MESSAGE = '请输入正确的11位手机号码';
export const PHONE_MESSAGE = '请输入正确的手机号码或座机号码';

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isPhone = (value: string): boolean => isMobile(value) || LANDLINE_PATTERN.test(value);

export const zMobile = () => z.string({ error: MOBILE_MESSAGE }).trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE);
export const zPhone = () => z.string({ error: PHONE_MESSAGE }).trim().refine(isPhone, PHONE_MESSAGE);
