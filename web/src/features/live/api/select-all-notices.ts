import { SELECT_ALL_NOTICES, ZSelectAllNoticesResponse, type TWarnedEvent } from '@ftown/domain/live/live.schemas';
import { request } from '@/lib/request';

/** GET selectAllNotices: the staff badges' poll where EventSource is missing (spec section 7; errors are only logged). */
export const selectAllNotices = async (): Promise<TWarnedEvent> =>
  ZSelectAllNoticesResponse.shape.data.parse(await request<unknown>(SELECT_ALL_NOTICES.path, { silent: true }));
