import { SessionInfoError } from '@ftown/domain/auth/session';
import { callApi } from '@/lib/call-api';
import { RequestError } from '@/lib/request';
import { samCalls } from './sam-calls';

/**
 * GET /sam/info. Read once per session into the session store by the navigation guard (not a cached
 * query: the guard must know it failed to send the user to login). Silent: the guard reports the failure.
 * The contract (and zod with it) is fetched on the call, so the entry chunk carries no zod (DESIGN section 8).
 */
export const getInfo = async () => {
  const { info } = await samCalls();
  try {
    return await callApi(info, {}, { silent: true });
  } catch (error) {
    // A refusal or no answer is the request layer's; anything else is a reply that is no user info.
    if (error instanceof RequestError) throw error;
    throw new SessionInfoError('Verification failed, please Login again.');
  }
};
