import { describe, expect, it } from 'vitest';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import type { TStageLoad } from '@ftown/domain/home/home.schemas';
import { stageBars, stageChartHeight } from './pipeline-charts';

const stages: TStageLoad[] = (['gov_distribution', 'gov_early', 'statute_early'] as const).map((stage) => ({
  stage,
  waiting: 1,
  averageHours: null,
  departures: 0,
}));

describe('stage charts', () => {
  it('name the stages level down the side, in review order from the top, a row each', () => {
    const option = stageBars(stages, '在办', '件', [2, 0, null]);
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: stages.map((s) => STAGE_INFO[s.stage].label) });
    // Slanted names under vertical bars overlapped: none is rotated now, and every one is drawn.
    expect(option.yAxis.axisLabel).toEqual({ interval: 0 });
    expect(option.xAxis).toMatchObject({ type: 'value', name: '件' });
    expect(option.series[0]!.data).toEqual([2, 0, '-']);
    const everyStage = Object.keys(STAGE_INFO).length;
    expect(stageChartHeight(everyStage) - stageChartHeight(0)).toBeGreaterThanOrEqual(everyStage * 24);
  });
});
