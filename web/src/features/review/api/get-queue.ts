import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys, type QueueQuery } from './keys';

/** GET /apply/home/getAllApply with `job`: one staff queue, a page at a time (paged in the database). */
export const getQueue = (query: QueueQuery, signal?: AbortSignal) => callApi(APPLY_CALLS.getAllApply, query, { signal });

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => getQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export const useQueue = (query: QueueQuery) => useQuery(queueQueryOptions(query));
