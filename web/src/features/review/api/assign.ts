import { REVIEW_CALLS, type TAssignRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /examine/flow/assign: the chief gives the application to an examiner of the centre. */
export const assign = (body: TAssignRequest) => callApi(REVIEW_CALLS.assign, body);

export const useAssign = () => useReviewMutation(assign);
