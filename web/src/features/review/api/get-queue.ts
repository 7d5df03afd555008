import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, ZApplyPage } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { reviewKeys, type QueueQuery } from './keys';

/** GET /apply/home/getAllApply with `job`: one staff queue, a page at a time (paged in the database). */
export const getQueue = async (query: QueueQuery, signal?: AbortSignal) =>
  ZApplyPage.parse(await request<unknown>(APPLY_CALLS.getAllApply.path, { params: query, signal }));

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => getQueue(query, signal),
    placeholderData: keepPreviousData,
  });

export const useQueue = (query: QueueQuery) => useQuery(queueQueryOptions(query));
