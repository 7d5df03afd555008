import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import type { TCorrectionItem, TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import { applyOf, callPath, envelope, servePaths } from '@/test/fixtures';
import { applicantWithFetch } from '../test/applicant-fetch';
import { renderPage } from '../test/render-page';
import ApplyFormPage from '../pages/apply-form-page';

const fetchMock = applicantWithFetch();

const apply = applyOf({ id: 5, unicodes: 'ENT-5', type: 'manager_company_relocate', relocate: true, status: 4, version: 1, haltedAt: 'gov_review' });
const detail: TApplyDetail = { apply, version: 0, sections: { base: { name: '杭州旧名私募基金管理有限公司', officeAddress: '杭州市上城区' } }, attachments: [], warnings: [] };

const item = (over: Partial<TCorrectionItem>): TCorrectionItem => ({
  id: 1,
  target: 'base.name',
  label: '企业基本信息 / 企业名称',
  remark: '与已登记名称近似',
  reply: null,
  repliedAt: null,
  before: '杭州旧名私募基金管理有限公司',
  after: '杭州旧名私募基金管理有限公司',
  changed: false,
  checkedBy: null,
  checkedAt: null,
  ...over,
});
const roundOf = (over: Partial<TCorrectionRound> = {}): TCorrectionRound => ({
  flowRecord: 9,
  action: 'return',
  version: 1,
  stage: 'gov_review',
  moreAskedAt: null,
  mayCheck: false,
  items: [item({}), item({ id: 2, target: 'attachments.commitmentLetter', label: '附件 / 承诺书', remark: '未盖章', before: [], after: [] })],
  ...over,
});

const serve = (answers: Record<string, (body: unknown) => Response>) => servePaths(fetchMock, answers);
const bodiesOf = (path: string) => fetchMock.mock.calls.filter(([url]) => callPath(url) === path).map(([, init]) => JSON.parse(String(init?.body)));

const page = '/edge/company_relocate/base?id=5&unicodes=ENT-5';
const routes = { '/edge/company_relocate/base': <ApplyFormPage /> };

describe('a returned application pinned to items', { timeout: 60_000 }, () => {
  it('lists the items on top, opens only the named field, and keeps the other sections read-only', async () => {
    serve({ '/apply/home/getOneApply': () => envelope(detail), '/apply/home/getCorrections': () => envelope(roundOf()) });
    renderPage(page, routes);
    // The first render of the page loads its chunks: slow on a busy machine.
    const checklist = await screen.findByRole('region', { name: '退回事项' }, { timeout: 15_000 });
    expect(within(checklist).getByText('企业基本信息 / 企业名称')).toBeInTheDocument();
    expect(within(checklist).getByText('审核意见：与已登记名称近似')).toBeInTheDocument();
    expect(within(checklist).getByText('2项待修改或答复')).toBeInTheDocument();

    const office = screen.getByRole('textbox', { name: '实际办公地址' });
    expect(office).toBeDisabled();
    const name = screen.getByRole('textbox', { name: '企业名称' });
    expect(name).toBeEnabled();
    expect(name.closest('[data-pinned]')).toHaveAttribute('data-pinned', 'true');
    expect(office.closest('[data-pinned]')).toHaveAttribute('data-pinned', 'false');
    // A section with a named item keeps its files open.
    expect(screen.getByRole('button', { name: /上传承诺书/ })).toBeInTheDocument();

    await userEvent.click(screen.getByText('联系人'));
    expect(await screen.findByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
  });

  it('saves a reply to an item', async () => {
    serve({
      '/apply/home/getOneApply': () => envelope(detail),
      '/apply/home/getCorrections': () => envelope(roundOf()),
      '/apply/home/replyCorrection': () => envelope(roundOf({ items: [item({ reply: '名称已核准', repliedAt: '2026-03-02T08:00:00.000Z' })] })),
    });
    renderPage(page, routes);
    const reply = await screen.findByRole('textbox', { name: '答复：企业基本信息 / 企业名称' }, { timeout: 15_000 });
    await userEvent.type(reply, ' 名称已核准 ');
    await userEvent.click(within(screen.getByRole('region', { name: '退回事项' })).getAllByRole('button', { name: '保存答复' })[0]!);
    await waitFor(() => expect(bodiesOf('/apply/home/replyCorrection')).toEqual([{ id: 5, unicodes: 'ENT-5', item: 1, reply: '名称已核准' }]));
    expect(await screen.findByText('已答复')).toBeInTheDocument();
  });

  it('opens the whole form only after the applicant confirms asking to change more', async () => {
    serve({
      '/apply/home/getOneApply': () => envelope(detail),
      '/apply/home/getCorrections': () => envelope(roundOf()),
      '/apply/home/askToChangeMore': () => envelope(roundOf({ moreAskedAt: '2026-03-02T08:00:00.000Z' })),
    });
    renderPage(page, routes);
    await screen.findByRole('region', { name: '退回事项' }, { timeout: 15_000 });
    expect(screen.getByRole('textbox', { name: '实际办公地址' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '修改其他内容' }));
    const confirm = await screen.findByRole('dialog');
    expect(bodiesOf('/apply/home/askToChangeMore')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '实际办公地址' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: '企业名称' }).closest('[data-pinned]')).toBeNull();
    expect(bodiesOf('/apply/home/askToChangeMore')).toEqual([{ id: 5, unicodes: 'ENT-5' }]);
    expect(screen.queryByRole('button', { name: '修改其他内容' })).not.toBeInTheDocument();
    expect(screen.getByText(/申请修改其他内容/)).toBeInTheDocument();
  });

  it('leaves a free-text return as it was: no checklist, everything editable', async () => {
    serve({ '/apply/home/getOneApply': () => envelope(detail), '/apply/home/getCorrections': () => envelope(roundOf({ items: [] })) });
    renderPage(page, routes);
    await screen.findByRole('textbox', { name: '实际办公地址' }, { timeout: 15_000 });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => callPath(url) === '/apply/home/getCorrections')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('textbox', { name: '实际办公地址' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: '退回事项' })).not.toBeInTheDocument();
  });
});
