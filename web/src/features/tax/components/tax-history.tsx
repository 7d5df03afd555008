import { lazy, Suspense } from 'react';
import { Button, Card, Result, Skeleton, Space } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TTaxReportList } from '@ftown/domain/tax/tax.schemas';
import { MissingQuarters } from './missing-quarters';
import { TaxReportTable } from './tax-report-table';

// The chart library loads only where a chart is shown (DESIGN section 8).
const TaxChart = lazy(() => import('./tax-chart'));

/** An enterprise's filed reports: missing quarters, the chart of totals and the table. */
export function TaxHistory({ list, extra }: { list: UseQueryResult<TTaxReportList>; extra?: React.ReactNode }) {
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError) {
    return (
      <Result
        status="error"
        title="填报记录加载失败"
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  }
  const { items, missing } = list.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <MissingQuarters missing={missing} />
      {items.length > 0 && (
        <Card size="small" title="季度税收合计">
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
            <TaxChart items={items} />
          </Suspense>
        </Card>
      )}
      <Card size="small" title="填报记录" extra={extra}>
        <TaxReportTable items={items} loading={list.isFetching} />
      </Card>
    </Space>
  );
}
