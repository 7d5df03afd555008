import type { TApplyActionRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /apply/home/unmakeApply: withdraws the application (status 3). */
export const unmakeApply = (body: TApplyActionRequest) => postAction('unmakeApply', body);

export const useUnmakeApply = () => useReviewMutation(unmakeApply);
