import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import type { TMonthCounts, TStageLoad } from '@ftown/domain/home/home.schemas';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { LazyChart } from '@/components/lazy-chart';

const MONTH_SERIES = [
  ['received', '受理申请'],
  ['settled', '入驻完成'],
  ['returned', '驳回'],
  ['refused', '不通过'],
] as const;

const grid = { left: 16, right: 16, top: 40, bottom: 8, containLabel: true };

/** Each stage's row of a stage chart, so every name has a line of its own. */
const STAGE_ROW_PX = 26;

/** A stage chart's height: a row per stage, and room for the value axis and its unit. */
export const stageChartHeight = (stageCount: number) => stageCount * STAGE_ROW_PX + 72;

/**
 * A bar chart over the stages, in review order from the top, the names level on the vertical axis. Slanted under
 * vertical bars, fifteen names ran into one another, and on a phone none could be read.
 */
export const stageBars = (stages: readonly TStageLoad[], name: string, unit: string, values: (number | null)[]) => ({
  grid: { left: 16, right: 24, top: 8, bottom: 32, containLabel: true },
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
  yAxis: { type: 'category', inverse: true, data: stages.map((s) => STAGE_INFO[s.stage].label), axisLabel: { interval: 0 } },
  xAxis: { type: 'value', name: unit, nameLocation: 'middle', nameGap: 24, minInterval: 1 },
  // echarts leaves a '-' bar empty: a stage nobody has left yet has no mean.
  series: [{ type: 'bar', name, data: values.map((v) => v ?? '-'), barMaxWidth: 16 }],
});

/** The whole pipeline: the last twelve months, what waits at each stage, and how long each stage takes. */
export function PipelineCharts({ months, stages }: { months: readonly TMonthCounts[]; stages: readonly TStageLoad[] }) {
  const monthly = useMemo(
    () => ({
      grid,
      legend: { top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: { type: 'value', name: '件', minInterval: 1 },
      series: MONTH_SERIES.map(([key, name]) => ({ type: 'bar', name, data: months.map((m) => m[key]), barMaxWidth: 24 })),
    }),
    [months],
  );
  const waiting = useMemo(() => stageBars(stages, '在办', '件', stages.map((s) => s.waiting)), [stages]);
  const durations = useMemo(() => stageBars(stages, '平均用时', '小时', stages.map((s) => s.averageHours)), [stages]);

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title="近12个月受理情况">
          <LazyChart option={monthly} label="近12个月每月受理、入驻、驳回、不通过的申请数" />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="各环节在办申请">
          <LazyChart option={waiting} label="各审核环节当前在办的申请数" height={stageChartHeight(stages.length)} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="各环节平均办理时长">
          <LazyChart option={durations} label="各审核环节的平均办理时长（小时）" height={stageChartHeight(stages.length)} />
        </Card>
      </Col>
    </Row>
  );
}
