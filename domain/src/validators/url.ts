import { z } from 'zod';

/** Links (spec section 5): http, https, mailto or tel; web links need a host after the '//'. */
export const URL_PATTERN = /^(https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i;
export const URL_MESSAGE = '请输入以 http、https、mailto 或 tel 开头的正确链接';

export const isUrl = (value: string): boolean => URL_PATTERN.test(value.trim());

export const zUrl = () => z.string({ error: URL_MESSAGE }).trim().max(500, '链接不能超过500个字符').refine(isUrl, URL_MESSAGE);
