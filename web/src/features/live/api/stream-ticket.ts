import { RELOGIN_CODES } from '@ftown/domain/api/codes';
import { LIVE_CALLS } from '@ftown/domain/live/live.schemas';
import { callApi } from '@/lib/call-api';
import { fail, RequestError } from '@/lib/request';

/**
 * POST streamTicket: a single-use ticket that opens one event stream. A network failure is only logged by the
 * hub, which tries again; a session that ended elsewhere (signed out, or the account disabled by an
 * administrator, which also ends its streams) is told as any call's is, with the offer to sign in again.
 */
export const streamTicket = async (): Promise<string> => {
  try {
    return (await callApi(LIVE_CALLS.streamTicket, {}, { silent: true })).ticket;
  } catch (error) {
    if (error instanceof RequestError && RELOGIN_CODES.includes(error.code)) fail(error);
    throw error;
  }
};
