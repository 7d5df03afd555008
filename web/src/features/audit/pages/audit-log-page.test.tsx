import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TAuditEntry } from '@ftown/domain/audit/audit.schemas';
import { envelope, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import AuditLogPage from './audit-log-page';

const calls: URL[] = [];

const entry = (id: number, over: Partial<TAuditEntry> = {}): TAuditEntry => ({
  id,
  at: '2026-03-02T01:00:00.000Z',
  actorId: 2,
  actorName: '刘建国',
  actorRole: 'examiner',
  action: 'sign_in',
  targetType: 'user',
  targetId: '2',
  clientIp: '10.0.0.8',
  userAgent: 'Mozilla/5.0 test',
  requestId: `req-${id}`,
  detail: { loginType: 'personPassword' },
  before: null,
  after: null,
  flowRecordId: null,
  ...over,
});

const TRANSITION = entry(41, { action: 'workflow_transition', actorRole: 'admin', actorName: '系统管理员', targetType: 'apply', targetId: '7', flowRecordId: 93, detail: { action: 'pass' } });
const STAFF_EDIT = entry(40, {
  action: 'staff_update',
  actorRole: 'admin',
  actorName: '系统管理员',
  detail: null,
  before: { realname: '李雷', mobile: '138****0001', disabled: false },
  after: { realname: '李雷', mobile: '139****0002', disabled: false },
});

const fetchMock = stubFetch({ token: 'token-abc' });
beforeEach(() => {
  calls.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname.endsWith('/audit/search')) {
      // Two pages: the first ends at id 41 and points on to the rest, which is the last.
      return url.searchParams.get('before') === '41'
        ? envelope({ items: [entry(12, { action: 'sign_in_failed', actorId: null, actorName: '', actorRole: null })], next: null })
        : envelope({ items: [entry(42), TRANSITION, STAFF_EDIT], next: 41 });
    }
    if (url.pathname.endsWith('/audit/export')) {
      return new Response('\uFEFF编号,时间\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="audit.csv"' } });
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/system/audit/index" element={<AuditLogPage />} />
    </Routes>,
    '/system/audit/index',
  );

describe('审计日志', () => {
  it('lists entries with Chinese action names, filters on the server and pages by cursor', { timeout: 60_000 }, async () => {
    renderPage();
    const transition = await screen.findByText('审批流转', {}, { timeout: 20_000 });
    const row = transition.closest('tr')!;
    expect(within(row).getByText('系统管理员（管理员）')).toBeInTheDocument();
    expect(within(row).getByText('申请 7')).toBeInTheDocument();
    expect(screen.getByText('刘建国（审查员）')).toBeInTheDocument();
    expect(screen.getAllByText('10.0.0.8')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('登录失败');
    expect(calls.at(-1)?.searchParams.get('before')).toBe('41');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('审批流转');
    expect(calls.at(-1)?.searchParams.get('before')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: '操作人' }), '刘建国');
    await userEvent.type(screen.getByRole('textbox', { name: '对象编号' }), '7');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.get('actorName')).toBe('刘建国'));
    expect(calls.at(-1)?.searchParams.get('targetId')).toBe('7');
    expect(calls.at(-1)?.searchParams.get('size')).toBe('20');

    // The export takes the filter the list shows, without its paging.
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: '导出CSV' }));
    await vi.waitFor(() => expect(calls.at(-1)?.pathname).toMatch(/\/audit\/export$/));
    expect(calls.at(-1)?.searchParams.get('actorName')).toBe('刘建国');
    expect(calls.at(-1)?.searchParams.get('size')).toBeNull();
    await vi.waitFor(() => expect(saved).toEqual(['audit.csv']));
  });

  it('reads each entry’s detail as named values, and its expansion as one per line', { timeout: 60_000 }, async () => {
    renderPage();
    const signIn = (await screen.findByText('登录方式：账号密码登录', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(signIn).getByText('登录成功')).toBeInTheDocument();
    const edit = screen.getByText('手机号：138****0001 → 139****0002').closest('tr')!;
    // The raw JSON the log stores is not what an administrator reads.
    expect(document.body).not.toHaveTextContent('{"');

    await userEvent.click(within(edit).getByRole('button', { name: /展开/ }));
    const cell = await screen.findByText('138****0001 → 139****0002');
    expect(cell.closest('tr')).toHaveTextContent(/^手机号138\*{4}0001 → 139\*{4}0002$/);
    // Only what changed: the unchanged name and status are not repeated.
    const expanded = cell.closest('table')!;
    expect(within(expanded).queryByText('姓名')).toBeNull();
    expect(within(expanded).getByText('req-40')).toBeInTheDocument();
  });

  it('shows a failed search as a block with a retry, not as the empty table', { timeout: 30_000 }, async () => {
    let failing = true;
    const ok = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (failing ? envelope(null, 50000, '服务器繁忙', 500) : ok(input, init)));
    renderPage();
    expect(await screen.findByText('审计日志加载失败', undefined, { timeout: 10_000 })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('审批流转')).toBeInTheDocument();
  });
});
