import { REVIEW_CALLS, type TRemadApplyRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/remadApply: 驳回, back to the applicant for correction (status 4). */
export const remadApply = (body: TRemadApplyRequest) => callApi(REVIEW_CALLS.remadApply, body);

export const useRemadApply = () => useReviewMutation(remadApply);
