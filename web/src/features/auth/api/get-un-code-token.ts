import { request } from '@/lib/request';

/** GET /sam/getUnCodeToken answers code 0 with the one-time token as data (DESIGN section 2). */
export const getUnCodeToken = () => request<string>('/sam/getUnCodeToken', { okCode: 0, silent: true });
