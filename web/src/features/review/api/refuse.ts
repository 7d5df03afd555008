import type { TRefuseRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /examine/flow/refuse: 不通过, final (status 5). */
export const refuse = (body: TRefuseRequest) => postAction('refuse', body);

export const useRefuse = () => useReviewMutation(refuse);
