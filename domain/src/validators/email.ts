import { z } from 'zod';

/** E-mail (spec section 5: non-empty and contains @), narrowed to a sane local@domain.tld shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MESSAGE = '请输入正确的电子邮箱';

export const isEmail = (value: string): boolean => value.trim() !== '' && EMAIL_PATTERN.test(value.trim());

export const zEmail = () => z.string({ error: EMAIL_MESSAGE }).trim().max(100, '电子邮箱不能超过100个字符').refine(isEmail, EMAIL_MESSAGE);
