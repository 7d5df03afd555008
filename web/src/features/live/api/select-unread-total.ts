import { LITEMSG_CALLS, ZUnreadTotalResponse } from '@ftown/domain/messages/messages.schemas';
import { request } from '@/lib/request';

/** GET selectUnReadTotal for the caller: the live feed's poll where EventSource is missing (errors are only logged). */
export const selectUnreadTotal = async (): Promise<number> =>
  ZUnreadTotalResponse.shape.data.parse(
    await request<unknown>(LITEMSG_CALLS.selectUnReadTotal.path, { params: { receiver: 0 }, silent: true }),
  ).total;
