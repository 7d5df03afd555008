import { QUEUE_CALLS, type TApplyActionRequest } from '@ftown/domain/review/api/queue.calls';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/unmakeApply: withdraws the application (status 3). */
export const unmakeApply = (body: TApplyActionRequest) => callApi(QUEUE_CALLS.unmakeApply, body);

export const useUnmakeApply = () => useReviewMutation(unmakeApply);
