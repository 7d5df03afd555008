import { request } from '@/lib/request';

/** POST /sam/logout: revokes the token on the server. */
export const postLogout = () => request<null>('/sam/logout', { method: 'POST', silent: true });
