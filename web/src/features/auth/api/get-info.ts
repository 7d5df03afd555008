import type { TUserInfo } from '@ftown/domain/auth/auth.schemas';
import { SessionInfoError } from '@ftown/domain/auth/session';
import { request } from '@/lib/request';

/**
 * GET /sam/info. Read once per session into the session store by the navigation guard (not a cached
 * query: the guard must know it failed to send the user to login). Silent: the guard reports the failure.
 * The reply's schema is fetched alongside the call, so the entry chunk carries no zod (DESIGN section 8).
 */
export const getInfo = async (): Promise<TUserInfo> => {
  const [data, { ZUserInfo }] = await Promise.all([
    request<unknown>('/sam/info', { silent: true }),
    import('@ftown/domain/auth/auth.schemas'),
  ]);
  const parsed = ZUserInfo.safeParse(data);
  if (!parsed.success) throw new SessionInfoError('Verification failed, please Login again.');
  return parsed.data;
};
