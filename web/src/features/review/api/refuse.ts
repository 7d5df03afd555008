import { REVIEW_CALLS, type TRefuseRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /examine/flow/refuse: 不通过, final (status 5). */
export const refuse = (body: TRefuseRequest) => callApi(REVIEW_CALLS.refuse, body);

export const useRefuse = () => useReviewMutation(refuse);
