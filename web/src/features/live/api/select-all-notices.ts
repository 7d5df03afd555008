import { SELECT_ALL_NOTICES } from '@ftown/domain/live/live.schemas';
import { callApi } from '@/lib/call-api';

/** GET selectAllNotices: the staff badges' poll where EventSource is missing (spec section 7; errors are only logged). */
export const selectAllNotices = () => callApi(SELECT_ALL_NOTICES, {}, { silent: true });
