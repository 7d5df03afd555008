import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyOf, callPath, envelope } from '@/test/fixtures';
import { applicantWithFetch } from '@/features/applications/test/applicant-fetch';
import { renderPage } from '@/features/applications/test/render-page';
import { NO_CONNECTION } from '@/lib/request';
import ApplyFormPage from '@/features/applications/pages/apply-form-page';
import ApplyPrintPage from '@/features/applications/pages/apply-print-page';
import ApplyViewWithTimelinePage, { ApplyByIdWithTimelinePage } from './apply-view-pages';

const fetchMock = applicantWithFetch();
const NOT_YOURS = '申请不存在或您无权查看';
const callsTo = (path: string) => fetchMock.mock.calls.filter((c) => callPath(c[0]) === path).length;
const open = () => renderPage('/edge/apply/person/7', { '/edge/apply/person/:id': <ApplyByIdWithTimelinePage /> });

describe('an application opened by its id', { timeout: 60_000 }, () => {
  it('says once that it is not found or not yours, with neither a reason repeating it nor a timeline that failed', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 40400, NOT_YOURS, 404));
    open();

    const title = await screen.findByText(NOT_YOURS, { selector: '.ant-result-title' });
    await waitFor(() => expect(callsTo('/examine/flow/getTimeline')).toBe(1));
    expect(title.closest('.ant-result')?.querySelector('.ant-result-subtitle')).toBeNull();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('办理记录')).not.toBeInTheDocument());
    expect(screen.queryByText('办理记录加载失败')).not.toBeInTheDocument();
  });

  it('offers a retry when the read never reached the server, and shows the application once it does', async () => {
    let online = false;
    fetchMock.mockImplementation(async (input) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (callPath(input) === '/examine/flow/getTimeline') return envelope([]);
      return envelope({ apply: applyOf({ id: 7, unicodes: 'ENT-7', status: 1, version: 1 }), version: 0, sections: {}, attachments: [], warnings: [] });
    });
    open();

    // The query layer tries a call that got no answer once more before it gives up.
    expect(await screen.findByText('申请加载失败', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(NO_CONNECTION).length).toBeGreaterThan(0);
    expect(screen.queryByText(NOT_YOURS)).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getAllByRole('button', { name: '重新加载' })[0]!);
    expect(await screen.findByText('ENT-7')).toBeInTheDocument();
  });
});

/** The pages that read the application's contents by its reference, each as a person reaches it. */
const CONTENT_READERS = [
  { page: '查看', path: '/edge/apply/index?id=7&unicodes=ENT-7', routes: { '/edge/apply/index': <ApplyViewWithTimelinePage /> } },
  { page: '打印', path: '/print/apply/7', routes: { '/print/apply/:id': <ApplyPrintPage /> } },
  { page: '填写', path: '/edge/company/base?id=7&unicodes=ENT-7', routes: { '/edge/company/base': <ApplyFormPage /> } },
] as const;

describe("an application's contents that are not the reader's", { timeout: 60_000 }, () => {
  it.each(CONTENT_READERS)('$page: the refusal is the title, once, with no retry that could not pass', async ({ path, routes }) => {
    fetchMock.mockImplementation(async (input) => {
      // The print page names the application by its id first; that read passes, the contents' read is refused.
      if (callPath(input) === '/apply/home/read') return envelope({ apply: applyOf({ id: 7, unicodes: 'ENT-7' }), version: 0, sections: {}, attachments: [], warnings: [] });
      return envelope(null, 40400, NOT_YOURS, 404);
    });
    renderPage(path, routes);

    const title = await screen.findByText(NOT_YOURS, { selector: '.ant-result-title' });
    expect(callsTo('/apply/home/getOneApply')).toBeGreaterThan(0);
    expect(title.closest('.ant-result')?.querySelector('.ant-result-subtitle')).toBeNull();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
    expect(screen.queryByText('申请加载失败')).not.toBeInTheDocument();
  });

  it('the form page leads back to the list of applications', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 40400, NOT_YOURS, 404));
    renderPage('/edge/company/base?id=7&unicodes=ENT-7', { '/edge/company/base': <ApplyFormPage /> });
    expect(await screen.findByRole('link', { name: '返回申请列表' })).toHaveAttribute('href', '/edge/index');
  });
});
