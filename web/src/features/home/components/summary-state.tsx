import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';

/** The loading and error states of a home summary; null once the data is there. */
export function SummaryState({ query, title }: { query: UseQueryResult<unknown>; title: string }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <LoadFailed title={title} error={query.error} onRetry={() => query.refetch()} />;
  return null;
}
