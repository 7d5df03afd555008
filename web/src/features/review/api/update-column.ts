import type { TUpdateColumnRequest } from '@ftown/domain/review/api/review.schemas';
import { postAction, useReviewMutation } from './review-mutation';

/** POST /apply/home/updateColumn: one staff note (inquire, bureau, examine_company_names). */
export const updateColumn = (body: TUpdateColumnRequest) => postAction('updateColumn', body);

export const useUpdateColumn = () => useReviewMutation(updateColumn);
