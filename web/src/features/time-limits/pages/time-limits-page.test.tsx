import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { envelope, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import TimeLimitsPage from './time-limits-page';

const fetchMock = stubFetch();

const settings = { limits: DEFAULT_STAGE_LIMITS, days: [{ day: `${new Date().getFullYear()}-10-01`, kind: 'holiday' }] };

describe('审批时限 page', { timeout: 30_000 }, () => {
  it('shows each stage’s limit and the year’s calendar, and saves the limits as edited', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/timeLimits/getTimeSettings')) return envelope(settings);
      if (url.includes('/timeLimits/saveStageLimits')) return envelope({ ...settings, limits: JSON.parse(String(init?.body)) as unknown });
      throw new Error(`unexpected call ${url}`);
    });
    renderWithProviders(<TimeLimitsPage />);
    const risk = await screen.findByLabelText('合规风控委员会审核');
    expect(screen.getByText(`${new Date().getFullYear()}-10-01`)).toBeInTheDocument();
    await userEvent.clear(risk);
    await userEvent.type(risk, '8');
    await userEvent.click(screen.getByRole('button', { name: '保存时限' }));
    await screen.findByText('审批时限已保存');
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('saveStageLimits'));
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({ ...DEFAULT_STAGE_LIMITS, risk: 8 });
  });
});
