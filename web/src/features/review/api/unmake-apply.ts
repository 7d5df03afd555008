import { REVIEW_CALLS, type TApplyActionRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/unmakeApply: withdraws the application (status 3). */
export const unmakeApply = (body: TApplyActionRequest) => callApi(REVIEW_CALLS.unmakeApply, body);

export const useUnmakeApply = () => useReviewMutation(unmakeApply);
