import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@ftown/domain/auth/session';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { envelope, stubFetch, wholeText } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { applyOf, renderReview, sessions } from '../test/render';
import type { TStageClock } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { QueueTable } from './queue-table';
import { rowActionsWidth } from './row-actions';

const fetchMock = stubFetch();
afterEach(() => {
  holders = [];
});

const DAY = 86_400_000;
/** A stage clock of gov_early (5 working days) started `daysAgo` calendar days ago; a fortnight is past any limit. */
const clockStarted = (daysAgo: number): TStageClock => ({
  stage: 'gov_early',
  limitDays: 5,
  spentMs: 0,
  startedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  amberAt: null,
  overdueAt: null,
});

// Two applications at the service centre's first review: one assigned to gov1 (uid 5), one to another examiner.
// Gov1's arrived a fortnight ago and is overdue; the other has just arrived.
const mine = applyOf({ id: 1, name: '甲企业', govExaminerId: 5, clock: clockStarted(14) });
const theirs = applyOf({ id: 2, name: '乙企业', govExaminerId: 6, clock: clockStarted(0) });
const relocating = { ...theirs.enterprise, creditCode: '91330100MA27XY018X' };
const staff = [
  { id: 5, name: '王审核', department: '政务服务中心', job: '审核员', nodes: [] },
  { id: 6, name: '赵审核', department: '政务服务中心', job: '审核员', nodes: [] },
];

/** Who examines which row (issue 14 part 3): nobody unless a test says so. */
let holders: { apply: number; holder: { id: number; name: string; since: string } }[] = [];
const serve = () =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/apply/home/getAllApply')) return envelope({ total: 2, items: [mine, { ...theirs, enterprise: relocating }] });
    if (url.includes('/examine/presence/getHolders')) return envelope(holders);
    if (url.includes('/sam/getUserListByNode')) return envelope(staff);
    if (url.includes('/timeLimits/getTimeSettings')) return envelope({ limits: DEFAULT_STAGE_LIMITS, days: [] });
    throw new Error(`unexpected call ${url}`);
  });

const buttonsOf = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) }))
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

/** Opens the row's 更多 menu and reads its entries. */
const menuOf = async (name: string) => {
  await userEvent.click(within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('button', { name: /更多/ }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

const renderAs = async (session: Session) => {
  useSessionStore.setState({ session });
  serve();
  renderReview(<QueueTable job="gov_early" />);
  await screen.findByText('甲企业');
};

describe('queue table', { timeout: 30_000 }, () => {
  it('asks the server for the queue of its job, a page at a time, and names the assigned examiners', async () => {
    await renderAs(sessions.gov1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/ftown-api/public/index.php/apply/home/getAllApply?job=gov_early&page=1&size=10',
    );
    expect(await within(screen.getByRole('row', { name: /乙企业/ })).findByText('服务中心：赵审核')).toBeInTheDocument();
  });

  it('shows an overdue application in red with how long it is overdue, and one just arrived as it is', async () => {
    await renderAs(sessions.gov1);
    const overdueRow = screen.getByRole('row', { name: /甲企业/ });
    expect(await within(overdueRow).findByText(wholeText(/^超期 \d+天/))).toBeInTheDocument();
    expect(overdueRow.className).toMatch(/overdue/);
    expect(overdueRow.querySelector('[data-clock-level]')?.getAttribute('data-clock-level')).toBe('overdue');
    const freshRow = screen.getByRole('row', { name: /乙企业/ });
    expect(within(freshRow).getByText(wholeText(/^剩余 /))).toBeInTheDocument();
    expect(freshRow.className).not.toMatch(/overdue|amber/);
  });

  it('asks the server for the overdue rows only, least remaining first', async () => {
    await renderAs(sessions.gov1);
    await userEvent.click(screen.getByRole('checkbox', { name: '按剩余时间排序' }));
    await userEvent.click(screen.getByRole('combobox', { name: '按剩余时间筛选' }));
    await userEvent.click(await screen.findByTitle('已超期'));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.some((u) => u.includes('getAllApply') && u.includes('clockLevel=overdue') && u.includes('sort=remaining'))).toBe(true);
  });

  it('shows the credit code the register holds, and a dash where there is none yet', async () => {
    await renderAs(sessions.gov1);
    expect(within(screen.getByRole('row', { name: /乙企业/ })).getByText('91330100MA27XY018X')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '统一社会信用代码' })).toBeInTheDocument();
  });

  it('gives the assigned examiner the review buttons on their own application only', async () => {
    await renderAs(sessions.gov1);
    expect(buttonsOf('甲企业')).toEqual(['通过', '驳回', '不通过', '更多']);
    expect(await menuOf('甲企业')).toEqual(['更新审核信息', '打包下载']);
    expect(buttonsOf('乙企业')).toEqual(['更多']);
  });

  it('says who is examining a row, and leaves its decisions to them', async () => {
    holders = [{ apply: 1, holder: { id: 9, name: '黄磊', since: '2026-03-02T08:00:00.000Z' } }];
    await renderAs(sessions.admin);
    const held = within(screen.getByRole('row', { name: /甲企业/ }));
    expect(await held.findByText('黄磊 正在审核')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/ftown-api/public/index.php/examine/presence/getHolders?applies=1%2C2');
    expect(buttonsOf('甲企业')).toEqual(['更多']);
    expect(within(screen.getByRole('row', { name: /乙企业/ })).queryByText(/正在审核/)).toBeNull();
    expect(buttonsOf('乙企业')).toEqual(['通过', '驳回', '不通过', '更多']);
  });

  it('is as wide as the actions it shows: rows someone else is examining need no room for decisions', async () => {
    const since = '2026-03-02T08:00:00.000Z';
    holders = [1, 2].map((apply) => ({ apply, holder: { id: 9, name: '黄磊', since } }));
    await renderAs(sessions.admin);
    await waitFor(() => expect(screen.getAllByText('黄磊 正在审核')).toHaveLength(2));
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    const actionsCol = () => [...document.querySelectorAll<HTMLElement>('colgroup')[0]!.querySelectorAll('col')][headers.indexOf('操作')];
    await waitFor(() => expect(actionsCol()?.style.width).toBe(`${rowActionsWidth(['packQApply'])}px`));
    expect(buttonsOf('甲企业')).toEqual(['更多']);
  });

  it('gives the chief withdrawal and the archive but not another examiner’s review', async () => {
    await renderAs(sessions.chief);
    for (const name of ['甲企业', '乙企业']) expect(buttonsOf(name)).toEqual(['更多']);
    expect(await menuOf('乙企业')).toEqual(['打包下载', '撤回']);
  });

  it('gives admin every action of the stage on every row', async () => {
    await renderAs(sessions.admin);
    for (const name of ['甲企业', '乙企业']) expect(buttonsOf(name)).toEqual(['通过', '驳回', '不通过', '更多']);
    expect(await menuOf('甲企业')).toEqual(['更新审核信息', '打包下载', '撤回']);
  });

  it('offers intake on the submitted list and nothing stage-bound', async () => {
    useSessionStore.setState({ session: sessions.chief });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('getAllApply')
        ? envelope({ total: 1, items: [applyOf({ id: 3, name: '丙企业', status: 1, stage: null })] })
        : envelope(staff),
    );
    renderReview(<QueueTable job="examine" />);
    await screen.findByText('丙企业');
    expect(buttonsOf('丙企业')).toEqual(['受理', '更多']);
  });

  it('shows a return note in 驳回列表 on one labelled line, without escapes', async () => {
    useSessionStore.setState({ session: sessions.chief });
    const note = formatOpinionNote({ type: 'return', project: '合伙协议', reason: '未载明；托管安排', other: '' });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('getAllApply')
        ? envelope({ total: 1, items: [applyOf({ id: 4, name: '丁企业', status: 4, stage: null, note })] })
        : envelope(staff),
    );
    renderReview(<QueueTable job="rejection" />);
    await screen.findByText('丁企业');
    const row = screen.getByRole('row', { name: /丁企业/ });
    expect(within(row).getByText(/驳回原因/).textContent).toBe('驳回事项：合伙协议　驳回原因：未载明；托管安排');
    expect(row.textContent).not.toContain('\\；');
  });

  it('withdraws from the 更多 menu after a confirmation', async () => {
    await renderAs(sessions.chief);
    await menuOf('乙企业');
    await userEvent.click(screen.getByRole('menuitem', { name: '撤回' }));
    expect(await screen.findByText('确定撤回“乙企业”的申请吗？撤回后审核终止，申请人需重新提交。')).toBeInTheDocument();
  });

  it('keeps 申请类型 on one line at a width of its own, the whole text in the title', async () => {
    await renderAs(sessions.gov1);
    const row = within(screen.getByRole('row', { name: /甲企业/ }));
    expect(row.getByTitle(APPLY_TYPE_TITLES[mine.type])).toHaveClass('ant-table-cell-ellipsis');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    const cols = [...document.querySelectorAll<HTMLElement>('colgroup')[0]!.querySelectorAll('col')];
    expect(cols[headers.indexOf('申请类型')]?.style.width).toBe('200px');
  });

  it("shows no column that repeats the queue's own status or stage; the returned list says where each stopped", async () => {
    await renderAs(sessions.gov1);
    const headersOf = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
    // Every row of 政务服务中心初审 is 审核中 at that stage: the page's title says both.
    expect(headersOf()).not.toContain('状态');
    expect(headersOf()).not.toContain('环节');
    expect(within(screen.getByRole('row', { name: /甲企业/ })).queryByText('审核中')).toBeNull();
  });

  it('names the stage a returned application stopped at, on one line at a width of its own', async () => {
    useSessionStore.setState({ session: sessions.chief });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('getAllApply')
        ? envelope({ total: 1, items: [applyOf({ id: 4, name: '丁企业', status: 4, stage: null, haltedAt: 'risk' })] })
        : envelope(staff),
    );
    renderReview(<QueueTable job="rejection" />);
    await screen.findByText('丁企业');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).not.toContain('状态');
    const cols = [...document.querySelectorAll<HTMLElement>('colgroup')[0]!.querySelectorAll('col')];
    expect(cols[headers.indexOf('环节')]?.style.width).toBe('170px');
    expect(within(screen.getByRole('row', { name: /丁企业/ })).getByTitle('止于合规风控委员会审核')).toHaveClass('ant-table-cell-ellipsis');
  });
});
