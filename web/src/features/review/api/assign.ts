import type { TAssignRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /examine/flow/assign: the chief gives the application to an examiner of the centre. */
export const assign = (body: TAssignRequest) => postAction('assign', body);

export const useAssign = () => useReviewMutation(assign);
