import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TIME_LIMIT_CALLS, type TOverdueRow } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { envelope, servePaths, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import OverduePage from './overdue-page';

const DAY = 86_400_000;
const row = (id: number): TOverdueRow => ({
  id,
  name: `杭州超期示例${id}号私募基金管理有限公司`,
  unicodes: `ENT-${id}`,
  stage: 'gov_early',
  clock: { stage: 'gov_early', limitDays: 5, spentMs: 0, startedAt: new Date(Date.now() - 14 * DAY).toISOString(), amberAt: null, overdueAt: null },
  holder: '黄磊',
});

const fetchMock = stubFetch({ token: 'token-abc' });

describe('超期列表', () => {
  it('says how many applications are overdue beside its pages, as the other lists do', { timeout: 30_000 }, async () => {
    servePaths(fetchMock, {
      [TIME_LIMIT_CALLS.getOverdueApplies.path]: () => envelope(Array.from({ length: 12 }, (_, n) => row(n + 1))),
      [TIME_LIMIT_CALLS.getTimeSettings.path]: () => envelope({ limits: DEFAULT_STAGE_LIMITS, days: [] }),
    });
    renderWithProviders(<OverduePage />);
    expect(await screen.findByText('共 12 条', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /杭州超期示例1号/ });
    expect(within(first).getByText('黄磊')).toBeInTheDocument();
  });
});
