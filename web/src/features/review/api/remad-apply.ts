import type { TRemadApplyRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /apply/home/remadApply: 驳回, back to the applicant for correction (status 4). */
export const remadApply = (body: TRemadApplyRequest) => postAction('remadApply', body);

export const useRemadApply = () => useReviewMutation(remadApply);
