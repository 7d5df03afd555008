import { z } from 'zod';

/** The portal's own enterprise code, `ENT-` and a number (DESIGN section 3; it contains a dash, as spec storage requires). */
export const UNICODES_PATTERN = /^ENT-\d{1,18}$/;
export const UNICODES_MESSAGE = '企业唯一编码格式错误';

export const zUnicodes = () => z.string({ error: '缺少企业唯一编码' }).trim().regex(UNICODES_PATTERN, UNICODES_MESSAGE);
