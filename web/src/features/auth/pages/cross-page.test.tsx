import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '@/app/providers';
import { envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import CrossPage from './cross-page';

const fetchMock = stubFetch();
const TOKEN = 'C'.repeat(43);

const renderAt = (path: string) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cross" element={<CrossPage />} />
          <Route path="/examine/index" element={<p>申请列表页</p>} />
          <Route path="/login/edge" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

describe('/cross', () => {
  it('presents the hand-off once, stores the token and lands on the redirect', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ token: TOKEN, nodes: 'examine,', id: 3 }));
    renderAt('/cross?Xtoken=abc.def&Xreferer=change&Xttl=120&redirect=%2Fexamine%2Findex');
    expect(await screen.findByText('申请列表页')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ Xtoken: 'abc.def', Xreferer: 'change', Xttl: 120 });
    expect(useSessionStore.getState().token).toBe(TOKEN);
  });

  it('shows the refusal and a way to the login page', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 40100, '该跨系统登录凭证已使用，请从原系统重新进入', 401));
    renderAt('/cross?Xtoken=abc.def&Xreferer=tax&Xttl=120');
    expect(await screen.findByText('该跨系统登录凭证已使用，请从原系统重新进入')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前往登录' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('does not call the server without a complete hand-off', () => {
    renderAt('/cross?Xreferer=elsewhere&Xttl=120');
    expect(screen.getByText('缺少跨系统登录凭证，请从原系统重新进入')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
