import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import type { ClockLevel } from '@ftown/domain/time-limits/clock';
import type { QueueJob } from '@ftown/domain/review/stages';
import { callApi, type CallOptions } from '@/lib/call-api';
import { FIRST_LIST_PAGE } from '@/lib/list-page';
import { queryClient } from '@/lib/query-client';
import { reviewKeys, type QueueQuery } from './keys';

/** GET /apply/home/getAllApply with `job`: one staff queue, a page at a time (paged in the database). */
export const getQueue = (query: QueueQuery, options: CallOptions = {}) => callApi(APPLY_CALLS.getAllApply, query, options);

type QueueFilter = { clockLevel?: ClockLevel | undefined; byRemaining?: boolean };

/** What a queue asks for: its page and search, and the filters only when set (they are part of the cache key). */
export const queueQuery = (
  job: QueueJob,
  { page, size, searchData }: { page: number; size: number; searchData: string | undefined },
  { clockLevel, byRemaining = false }: QueueFilter = {},
): QueueQuery => ({
  job,
  page,
  size,
  searchData,
  ...(clockLevel ? { clockLevel } : {}),
  ...(byRemaining ? { sort: 'remaining' as const } : {}),
});

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({
    queryKey: reviewKeys.queue(query),
    queryFn: ({ signal }) => getQueue(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useQueue = (query: QueueQuery) => useQuery(queueQueryOptions(query));

/**
 * A queue's first page as it opens, asked for before the queue renders on a first visit to its route
 * (app/routes-preload.ts), into the cache its query reads. Silent: the page's query asks again on a failure and
 * reports it the usual way.
 */
export const prefetchFirstQueuePage = (job: QueueJob) => {
  const query = queueQuery(job, FIRST_LIST_PAGE);
  return queryClient.prefetchQuery({ ...queueQueryOptions(query), queryFn: ({ signal }) => getQueue(query, { signal, silent: true }) });
};
