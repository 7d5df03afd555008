import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { exampleFor } from '@ftown/domain/applications/examples';
import userEvent from '@testing-library/user-event';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import type { TApplyEvent } from '@ftown/domain/live/live.schemas';
import { APPLY_CHANGE_QUERIES } from '@/app/live-refresh';
import { refreshOnApplyChange } from '@/features/live/apply-changes';
import { applyOf, envelope } from '@/test/fixtures';
import { applicantWithFetch } from '../test/applicant-fetch';
import { renderPage } from '../test/render-page';
import ApplyFormPage from './apply-form-page';

const fetchMock = applicantWithFetch();

const apply = applyOf({ id: 5, unicodes: 'ENT-5', type: 'manager_company_relocate', relocate: true });
const detail = { apply, version: 0, sections: {}, attachments: [], warnings: [] };

/** The page's query cache, so a test can deliver a live event as the layout's feed does. */
let cache: QueryClient | null = null;
function CacheProbe() {
  const client = useQueryClient();
  useEffect(() => {
    cache = client;
  }, [client]);
  return null;
}
const hear = (change: TApplyEvent) => act(() => refreshOnApplyChange(cache!, APPLY_CHANGE_QUERIES)(change));

/** A returned application (editable) that the applicant resubmits in another window while this one is open. */
const returned: TApplyDetail = { ...detail, apply: { ...apply, status: 4, version: 1 }, sections: { base: { name: '杭州旧名私募基金管理有限公司' } } };
const resubmitted: TApplyDetail = { ...returned, apply: { ...returned.apply, status: 2, stage: 'gov_early', version: 2 } };
const page = '/edge/company_relocate/base?id=5&unicodes=ENT-5';
const routes = {
  '/edge/company_relocate/base': (
    <>
      <ApplyFormPage />
      <CacheProbe />
    </>
  ),
};
const detailCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/getOneApply')).length;

describe('application form page', { timeout: 60_000 }, () => {
  it('titles each attachment block of the last step by its section', async () => {
    fetchMock.mockImplementation(async () => envelope(detail));
    renderPage('/edge/company_relocate/base?id=5&unicodes=ENT-5', { '/edge/company_relocate/base': <ApplyFormPage /> });
    await screen.findByRole('textbox', { name: '企业名称' });
    await userEvent.click(screen.getByText('材料与提交'));
    expect(await screen.findByRole('region', { name: '企业基本信息附件' })).toBeInTheDocument();
    const blocks = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks).not.toContain('本部分附件');
  });

  it('puts the fields of a 42200 refusal on the inputs they name', async () => {
    fetchMock.mockResolvedValueOnce(envelope(detail));
    renderPage('/edge/company_relocate/base?id=5&unicodes=ENT-5', { '/edge/company_relocate/base': <ApplyFormPage /> });
    const name = await screen.findByRole('textbox', { name: '企业名称' });
    await userEvent.type(name, '杭州示例私募基金管理有限公司');

    fetchMock.mockResolvedValueOnce(
      envelope(
        { fields: { 'base.creditCode': '该统一社会信用代码已被其他企业使用', 'base.name': '企业名称已被占用' } },
        42200,
        '提交的数据不符合要求，请检查后重试',
        400,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));

    expect(await screen.findByText('该统一社会信用代码已被其他企业使用')).toBeInTheDocument();
    expect(screen.getByText('企业名称已被占用')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '统一社会信用代码' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: '实际办公地址' })).not.toHaveAttribute('aria-invalid', 'true');

    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/ftown-api/public/index.php/apply/home/saveSection');
    expect(JSON.parse(String(init?.body))).toMatchObject({ id: 5, unicodes: 'ENT-5', section: 'base', data: { name: '杭州示例私募基金管理有限公司', currency: 'CNY' } });
  });

  it('refuses to save a bad credit code, in Chinese, before calling the server', async () => {
    fetchMock.mockResolvedValueOnce(envelope(detail));
    renderPage('/edge/company_relocate/base?id=5&unicodes=ENT-5', { '/edge/company_relocate/base': <ApplyFormPage /> });
    await userEvent.type(await screen.findByRole('textbox', { name: '统一社会信用代码' }), '91330100MA27XY0181');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('统一社会信用代码有误，请确认')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('creates the application on the first save; an incomplete section is kept but stays open with its problems', async () => {
    const created = applyOf({ id: 9, unicodes: 'ENT-1009' });
    const base = { name: '杭州示例启航私募基金管理有限公司', currency: 'CNY' };
    let saved: Record<string, unknown> = {};
    fetchMock.mockImplementation(async (url, init) => {
      const call = String(url).split('/').pop();
      if (call === 'createApply') return envelope(created);
      if (call === 'saveSection') {
        saved = { base: (JSON.parse(String(init?.body)) as { data: unknown }).data };
        return envelope({ id: 9, unicodes: 'ENT-1009', version: 0, section: 'base', data: base });
      }
      return envelope({ ...detail, apply: created, sections: saved });
    });
    renderPage('/edge/company/base', { '/edge/company/base': <ApplyFormPage /> });
    await userEvent.type(await screen.findByRole('textbox', { name: '企业名称（拟设立名称）' }), base.name);
    const baseStep = () =>
      within(screen.getByRole('navigation', { name: '申请表部分' })).getByText('企业基本信息').closest('.ant-steps-item') as HTMLElement;
    expect(baseStep()).not.toHaveClass('ant-steps-item-error');
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));

    // Saved as a draft, nothing lost, but not complete: the problems are on the inputs and counted on the bar.
    expect(await screen.findByText(/企业基本信息已保存草稿，还有\d+处需要修改/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '企业基本信息' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '股东及出资' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '实际办公地址' })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('请填写实际办公地址')).toBeInTheDocument();
    await waitFor(() => expect(baseStep()).toHaveClass('ant-steps-item-error'));
    expect(within(baseStep()).getByTitle(/处需要修改/).textContent).toMatch(/^\d+$/);
    expect(baseStep()).not.toHaveClass('ant-steps-item-finish');

    const calls = fetchMock.mock.calls.map(([url]) => String(url).split('/').pop());
    expect(calls.slice(0, 2)).toEqual(['createApply', 'saveSection']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ id: 9, unicodes: 'ENT-1009', section: 'base', data: base });
  });

  it('goes on from a complete section to the top of the next one, and ticks the section', async () => {
    const created = applyOf({ id: 9, unicodes: 'ENT-1009' });
    const base = exampleFor('manager_company').base;
    let sections: Record<string, unknown> = {};
    fetchMock.mockImplementation(async (url) => {
      const call = String(url).split('/').pop();
      if (call === 'saveSection') {
        sections = { base };
        return envelope({ id: 9, unicodes: 'ENT-1009', version: 0, section: 'base', data: base });
      }
      return envelope({ ...detail, apply: created, sections: { ...sections, base } });
    });
    const scrolledTo = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderPage('/edge/company/base?id=9&unicodes=ENT-1009', { '/edge/company/base': <ApplyFormPage /> });
    await screen.findByDisplayValue(String(base!.name));
    expect(scrolledTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));

    expect(await screen.findByRole('form', { name: '股东及出资' })).toBeInTheDocument();
    // The next section starts at its top, with the steps bar in view.
    expect(scrolledTo).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolledTo.mock.contexts.at(-1)).toContainElement(screen.getByRole('navigation', { name: '申请表部分' }));
    scrolledTo.mockRestore();
    const bar = screen.getByRole('navigation', { name: '申请表部分' });
    expect(within(bar).getByText('企业基本信息').closest('.ant-steps-item')).toHaveClass('ant-steps-item-finish');
    expect(within(bar).getByText('实际控制人').closest('.ant-steps-item')).toHaveClass('ant-steps-item-wait');
  });

  it('shows an application that moved elsewhere as it is now, in place, when nothing is being edited', async () => {
    let current = returned;
    fetchMock.mockImplementation(async () => envelope(current));
    renderPage(page, routes);
    expect(await screen.findByText(/状态：已驳回/)).toBeInTheDocument();

    current = resubmitted;
    await hear({ id: 5, status: 2, stage: 'gov_early' });
    expect(await screen.findByText(/状态：审核中/)).toBeInTheDocument();
    // Under review the section is read, not edited: its values as text, no inputs.
    expect(screen.queryByRole('textbox', { name: '企业名称' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    // Another application's change leaves this one alone.
    const calls = detailCalls();
    await hear({ id: 6, status: 4, stage: null });
    expect(detailCalls()).toBe(calls);
  });

  it('keeps unsaved edits when the application moves, says so, and reloads only when asked', async () => {
    let current = returned;
    fetchMock.mockImplementation(async () => envelope(current));
    renderPage(page, routes);
    const name = await screen.findByRole('textbox', { name: '企业名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '杭州新名私募基金管理有限公司');
    const calls = detailCalls();

    current = resubmitted;
    await hear({ id: 5, status: 2, stage: 'gov_early' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('该申请的状态已变为“审核中”');
    expect(notice).toHaveTextContent('未保存的修改会丢失');
    expect(detailCalls()).toBe(calls);
    expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue('杭州新名私募基金管理有限公司');
    expect(screen.getByText(/状态：已驳回/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(/状态：审核中/)).toBeInTheDocument();
    expect(screen.getByText('杭州旧名私募基金管理有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '企业名称' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });
});
