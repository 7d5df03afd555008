import { LIVE_CALLS } from '@ftown/domain/live/live.schemas';
import { callApi } from '@/lib/call-api';

/** POST streamTicket: a single-use ticket that opens one event stream (errors are only logged by the hub). */
export const streamTicket = async (): Promise<string> => (await callApi(LIVE_CALLS.streamTicket, {}, { silent: true })).ticket;
