import { request } from '@/lib/request';

/** GET /sam/getLoginMiddlePageByUrl: the community's sign-in page that lands on `url`. */
export const getLoginMiddlePageByUrl = (url: string) =>
  request<string>('/sam/getLoginMiddlePageByUrl', { params: { url }, silent: true });
