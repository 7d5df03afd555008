import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { HOME_CALLS, lastMonths, type TApplicantSummary, type TStaffSummary } from '@ftown/domain/home/home.schemas';
import { STAGES } from '@ftown/domain/review/stages';
import { TIME_LIMIT_CALLS } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { applicant, envelope, gov1, servePaths, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import ApplicantHomePage from './applicant-home-page';
import StaffHomePage from './staff-home-page';
import { renderWithProviders } from '@/test/render';

// Charts draw on a canvas, which the test DOM does not have.
vi.mock('@/components/lazy-chart', () => ({ LazyChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

let answers: Record<string, () => Response> = {};

const fetchMock = stubFetch({ token: 'token-abc' });
beforeEach(() => {
  servePaths(fetchMock, answers);
  // Every clock on screen reads the calendar: no holidays, the default limits.
  answers[TIME_LIMIT_CALLS.getTimeSettings.path] = () => envelope({ limits: DEFAULT_STAGE_LIMITS, days: [] });
});
afterEach(() => {
  answers = {};
});

const renderPage = (page: React.ReactNode) =>
  renderWithProviders(page);

const staff: TStaffSummary = {
  queues: [
    { job: 'gov_early', count: 3 },
    { job: 'gov_review', count: 0 },
  ],
  recent: [{ id: 9, applyId: 41, applyName: '杭州甲私募基金管理有限公司', stage: 'gov_early', action: 'pass', createdAt: '2026-03-01T02:00:00.000Z' }],
  months: lastMonths(new Date('2026-03-02T00:00:00Z')).map((month) => ({ month, received: 1, settled: 0, returned: 0, refused: 0 })),
  stages: STAGES.map((stage) => ({ stage, waiting: 0, averageHours: null, departures: 0 })),
};

describe('StaffHomePage', () => {
  // The first render of antd's table and cards is slow on a shared machine.
  it("lists the user's queues with their counts, each linking to its queue page", { timeout: 20_000 }, async () => {
    useSessionStore.getState().setSession(gov1);
    answers[HOME_CALLS.staffSummary.path] = () => envelope(staff);
    renderPage(<StaffHomePage />);

    expect(screen.getByRole('heading', { name: `欢迎您，${gov1.name}` })).toBeInTheDocument();
    const early = await screen.findByRole('link', { name: '政务服务中心初审：3 件' });
    expect(early).toHaveAttribute('href', '/government/early/index');
    expect(screen.getByRole('link', { name: '政务服务中心复审：0 件' })).toHaveAttribute('href', '/government/review/index');
    expect(screen.queryByRole('link', { name: /待受理申请/ })).not.toBeInTheDocument();

    const recent = screen.getByRole('link', { name: '杭州甲私募基金管理有限公司' });
    expect(recent).toHaveAttribute('href', '/examine/view/index/41');
    const row = recent.closest('tr')!;
    expect(within(row).getByText('通过')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-01 10:00:00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /近12个月/ })).toBeInTheDocument();
  });

  it('offers a retry when the summary fails', async () => {
    useSessionStore.getState().setSession(gov1);
    answers[HOME_CALLS.staffSummary.path] = () => envelope(null, 50000, '服务器繁忙', 500);
    renderPage(<StaffHomePage />);
    expect(await screen.findByText('首页数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

const base = {
  unicodes: 'ENT-1',
  category: 'manager',
  companyType: 'company',
  relocate: false,
  renameOnMove: null,
  type: 'manager_company',
  version: 1,
  updatedAt: '2026-03-01T02:00:00.000Z',
} as const;

/** Wednesday 2026-03-04, 10:00 in Shanghai: a working day, so a running clock counts from here. */
const NOW = '2026-03-04T02:00:00.000Z';
const HOUR = 3_600_000;
const running = { startedAt: NOW, amberAt: null, overdueAt: null };
// 名称核准 has 3 working days: 2 days 20 hours spent leaves 4 hours, in the amber band.
const amberClock = { stage: 'industry_name', limitDays: 3, spentMs: 68 * HOUR, ...running } as const;
// 营业执照 has 5: 5 days and 2 hours is 2 hours over.
const overdueClock = { stage: 'license', limitDays: 5, spentMs: 122 * HOUR, ...running } as const;
const pausedClock = { stage: 'statute_early', limitDays: 5, spentMs: 30 * HOUR, startedAt: null, amberAt: null, overdueAt: null } as const;

const summary: TApplicantSummary = {
  applications: {
    total: 3,
    items: [
      { ...base, id: 7, name: '杭州乙私募基金管理有限公司', status: APPLY_STATUS.returned, stage: null, haltedAt: 'statute_early', note: '请补充实缴出资证明', clock: pausedClock },
      { ...base, id: 8, name: '杭州甲私募基金管理有限公司', status: APPLY_STATUS.inReview, stage: 'industry_name', haltedAt: null, note: null, clock: amberClock },
      { ...base, id: 9, name: '杭州丁私募基金管理有限公司', status: APPLY_STATUS.inReview, stage: 'license', haltedAt: null, note: null, clock: overdueClock },
    ],
  },
  enterprises: [{ unicodes: 'ENT-3', name: '杭州丙基金', taxFinish: 1, reportCount: 0, missing: [{ reportYear: 2025, reportQuarter: 4 }] }],
};

describe('ApplicantHomePage', () => {
  it('shows the next step of a returned application and of a missing quarter', async () => {
    useSessionStore.getState().setSession(applicant);
    answers[HOME_CALLS.applicantSummary.path] = () => envelope(summary);
    renderPage(<ApplicantHomePage />);

    expect(screen.getByRole('heading', { name: '欢迎您，张三' })).toBeInTheDocument();
    const resubmit = await screen.findByRole('link', { name: '修改后重新提交' });
    expect(resubmit).toHaveAttribute('href', '/edge/company/base?id=7&unicodes=ENT-1&ps=2');
    expect(screen.getByText('已驳回：请补充实缴出资证明')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去填报' })).toHaveAttribute('href', '/taxes/report');
    expect(screen.getByText('有1个季度的经营情况尚未填报（最早为2025年4季度）')).toBeInTheDocument();
    // The one in review waits on staff: no action of the applicant's, but its place on the path shows.
    expect(screen.getAllByRole('link', { name: /修改后重新提交|继续填写/ })).toHaveLength(1);
    expect(screen.getAllByText('名称核准').length).toBeGreaterThan(0);
    // Each application's steps bar is a progress bar named by where the application stands.
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    for (const bar of bars) expect(bar).toHaveAccessibleName(/^进度：第\d+步，共\d+步，/);
  });

  it('shows the clock of each application waiting at a stage: amber, red, paused with the applicant, none for a draft', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
    try {
      useSessionStore.getState().setSession(applicant);
      const draft = { ...base, id: 10, name: '杭州戊私募基金管理有限公司', status: APPLY_STATUS.draft, stage: null, haltedAt: null, note: null, clock: null };
      answers[HOME_CALLS.applicantSummary.path] = () => envelope({ ...summary, applications: { total: 4, items: [...summary.applications.items, draft] } });
      renderPage(<ApplicantHomePage />);

      // A clock's line, whose two halves are elements of their own (they wrap whole on a phone).
      const clockReading = (text: string) => (_: string, el: Element | null) => el?.hasAttribute('data-clock-level') === true && el.textContent === text;
      const amber = await screen.findByText(clockReading('剩余 4小时0分钟 · 已用 2天20小时0分钟'));
      expect(amber).toHaveAttribute('data-clock-level', 'amber');
      expect(amber).toHaveClass('ant-typography-warning');
      const overdue = screen.getByText(clockReading('超期 2小时0分钟 · 已用 5天2小时0分钟'));
      expect(overdue).toHaveAttribute('data-clock-level', 'overdue');
      expect(overdue).toHaveClass('ant-typography-danger');
      expect(screen.getByText(clockReading('计时已暂停 · 已用 1天6小时0分钟'))).toBeInTheDocument();
      expect(screen.getAllByRole('progressbar')).toHaveLength(4);
      expect(document.querySelectorAll('[data-clock-level]')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when nothing is due and there are no applications', async () => {
    useSessionStore.getState().setSession(applicant);
    answers[HOME_CALLS.applicantSummary.path] = () => envelope({ applications: { total: 0, items: [] }, enterprises: [] });
    renderPage(<ApplicantHomePage />);
    expect(await screen.findByText('暂无需要您处理的事项')).toBeInTheDocument();
    expect(screen.getByText('您还没有申请')).toBeInTheDocument();
  });
});
