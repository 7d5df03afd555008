import { useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** GET /examine/flow/getTimeline: the application's one timeline, oldest first (an applicant's without internal notes). */
export const useTimeline = (apply: number) =>
  useQuery({ queryKey: reviewKeys.flow(apply), queryFn: ({ signal }) => callApi(REVIEW_CALLS.getTimeline, { apply }, { signal }) });
