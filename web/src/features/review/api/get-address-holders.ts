import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';

/**
 * GET /examine/flow/getAddressHolders: settled enterprises already registered at an address. Asked once when
 * 地址分配 is sent, not cached: the answer matters at that moment only.
 */
export const getAddressHolders = (apply: number, address: string) => callApi(REVIEW_CALLS.getAddressHolders, { apply, address });
