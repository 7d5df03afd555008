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

/** A bar chart over the stages, in review order; labels slant so fifteen stage names fit. */
const stageBars = (stages: readonly TStageLoad[], name: string, unit: string, values: (number | null)[]) => ({
  grid,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: stages.map((s) => STAGE_INFO[s.stage].label), axisLabel: { interval: 0, rotate: 40 } },
  yAxis: { type: 'value', name: unit, minInterval: 1 },
  // echarts leaves a '-' bar empty: a stage nobody has left yet has no mean.
  series: [{ type: 'bar', name, data: values.map((v) => v ?? '-'), barMaxWidth: 32 }],
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
          <LazyChart option={waiting} label="各审核环节当前在办的申请数" height={320} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title="各环节平均办理时长">
          <LazyChart option={durations} label="各审核环节的平均办理时长（小时）" height={320} />
        </Card>
      </Col>
    </Row>
  );
}
