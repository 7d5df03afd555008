import { LITEMSG_CALLS } from '@ftown/domain/messages/messages.schemas';
import { callApi } from '@/lib/call-api';

/** GET selectUnReadTotal for the caller: the live feed's poll where EventSource is missing (errors are only logged). */
export const selectUnreadTotal = async (): Promise<number> =>
  (await callApi(LITEMSG_CALLS.selectUnReadTotal, { receiver: 0 }, { silent: true })).total;
