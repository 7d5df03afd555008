import { QUEUE_CALLS, type TApplyActionRequest } from '@ftown/domain/review/api/queue.calls';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/startExamine: takes a submitted application up (status 1 → 2, its first stage). */
export const startExamine = (body: TApplyActionRequest) => callApi(QUEUE_CALLS.startExamine, body);

export const useStartExamine = () => useReviewMutation(startExamine);
