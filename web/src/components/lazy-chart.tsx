import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';

export type ChartProps = {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  height?: number;
};

// echarts is loaded only when a chart is first drawn, so pages without charts never download it.
const EChart = lazy(() => import('./echart'));

/** An echarts chart whose library arrives on first use; a skeleton holds its place meanwhile. */
export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 280 }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
