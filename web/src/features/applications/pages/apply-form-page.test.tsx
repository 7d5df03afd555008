import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant, applyOf, envelope } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { renderPage } from '../test/render-page';
import ApplyFormPage from './apply-form-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().setToken('applicant-token');
  useSessionStore.getState().setSession(applicant);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useSessionStore.getState().resetToken();
});

const apply = applyOf({ id: 5, unicodes: 'ENT-5', type: 'manager_company_relocate', relocate: true });
const detail = { apply, version: 0, sections: {}, attachments: [], warnings: [] };

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

  it('creates the application on the first save and goes on to the next section', async () => {
    const created = applyOf({ id: 9, unicodes: 'ENT-1009' });
    const base = { name: '杭州示例启航私募基金管理有限公司', currency: 'CNY' };
    fetchMock.mockImplementation(async (url) => {
      const call = String(url).split('/').pop();
      if (call === 'createApply') return envelope(created);
      if (call === 'saveSection') return envelope({ id: 9, unicodes: 'ENT-1009', version: 0, section: 'base', data: base });
      return envelope({ ...detail, apply: created, sections: { base } });
    });
    const scrolledTo = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderPage('/edge/company/base', { '/edge/company/base': <ApplyFormPage /> });
    await userEvent.type(await screen.findByRole('textbox', { name: '企业名称（拟设立名称）' }), base.name);
    expect(scrolledTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));

    expect(await screen.findByRole('form', { name: '股东及出资' })).toBeInTheDocument();
    // The next section starts at its top, with the steps bar in view.
    expect(scrolledTo).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolledTo.mock.contexts.at(-1)).toContainElement(screen.getByRole('navigation', { name: '申请表部分' }));
    scrolledTo.mockRestore();
    const calls = fetchMock.mock.calls.map(([url]) => String(url).split('/').pop());
    expect(calls.slice(0, 2)).toEqual(['createApply', 'saveSection']);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ id: 9, unicodes: 'ENT-1009', section: 'base', data: base });
  });
});
