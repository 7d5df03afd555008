import { Button, Result } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoading } from '@/components/page-loading';

/** The loading and error states of a home summary; null once the data is there. */
export function SummaryState({ query, title }: { query: UseQueryResult<unknown>; title: string }) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <Result
        status="error"
        title={title}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>重新加载</Button>}
      />
    );
  return null;
}
