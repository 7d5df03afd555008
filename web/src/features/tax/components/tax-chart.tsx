import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { formatAmount } from '@ftown/domain/formats/amount';
import { quarterIndex, yearQuarterLabel } from '@ftown/domain/tax/quarters';
import type { TTaxReport } from '@ftown/domain/tax/tax.schemas';

// Only the parts drawn here, so the chart chunk stays small (DESIGN section 8).
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

/**
 * Quarterly totals as bars, oldest first. The bar heights are floats (a chart needs numbers); the labels
 * and tooltips print the exact decimal text.
 */
export default function TaxChart({ items }: { items: readonly TTaxReport[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    const ordered = [...items].sort((a, b) => quarterIndex(a) - quarterIndex(b));
    chart.setOption({
      grid: { left: 16, right: 16, top: 24, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        formatter: (params: { dataIndex: number }[]) => {
          const report = ordered[params[0]?.dataIndex ?? -1];
          return report ? `${yearQuarterLabel(report)}<br/>税收合计：${formatAmount(report.totalTax)} 元` : '';
        },
      },
      xAxis: { type: 'category', data: ordered.map(yearQuarterLabel) },
      yAxis: { type: 'value', name: '元' },
      series: [{ type: 'bar', name: '税收合计', data: ordered.map((r) => Number(r.totalTax)), barMaxWidth: 40 }],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [items]);

  return <div ref={ref} role="img" aria-label="季度税收合计图" style={{ width: '100%', height: 280 }} />;
}
