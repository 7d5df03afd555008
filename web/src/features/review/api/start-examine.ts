import type { TApplyActionRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /apply/home/startExamine: takes a submitted application up (status 1 → 2, its first stage). */
export const startExamine = (body: TApplyActionRequest) => postAction('startExamine', body);

export const useStartExamine = () => useReviewMutation(startExamine);
