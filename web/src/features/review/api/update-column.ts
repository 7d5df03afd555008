import { REVIEW_CALLS, type TUpdateColumnRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { useReviewMutation } from './review-mutation';

/** POST /apply/home/updateColumn: one staff note (inquire, bureau, examine_company_names). */
export const updateColumn = (body: TUpdateColumnRequest) => callApi(REVIEW_CALLS.updateColumn, body);

export const useUpdateColumn = () => useReviewMutation(updateColumn);
