import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { Providers } from '@/app/providers';
import { envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient, retryQuery } from './query-client';
import { REQUEST_TIMEOUT_MS, RequestError, UNREADABLE_REPLY, UPLOAD_TIMEOUT_MS, request } from './request';

const fetchMock = stubFetch({ token: 'token-abc' });

beforeEach(() => {
  // Without motion a closed dialog is gone at once (happy-dom ends no CSS animation), so each test starts clean.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Providers>
        <div />
      </Providers>
    </ConfigProvider>,
  );
});

afterEach(() => vi.useRealTimers());

describe('request layer', () => {
  it('resolves with data on code 20000 and sends the token in X-Token', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ expiresIn: 300 }));
    await expect(request('/sam/sendSmsCode', { method: 'POST', body: { mobile: '13800000001' } })).resolves.toEqual({
      expiresIn: 300,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ftown-api/public/index.php/sam/sendSmsCode');
    expect(new Headers(init?.headers).get('X-Token')).toBe('token-abc');
    expect(init?.body).toBe(JSON.stringify({ mobile: '13800000001' }));
  });

  it('rejects any other code with code, status and fields, and toasts the server message', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ fields: { mobile: '手机号码格式错误' } }, 42200, '提交的数据不符合要求', 400));
    const error = await request('/sam/sendSmsCode').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ code: 42200, status: 400, fields: { mobile: '手机号码格式错误' } });
    expect(await screen.findByText('提交的数据不符合要求')).toBeInTheDocument();
  });

  // The toasts mount on first need, which a loaded machine may take more than findByText's default second for.
  it('names the request id in the toast of a server fault, and not in a refusal of the input', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 50000, message: '服务器错误，请稍后再试', data: null, requestId: 'req-7f3a' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(request('/apply/home/saveSection')).rejects.toMatchObject({ status: 500, requestId: 'req-7f3a' });
    expect(await screen.findByText('服务器错误，请稍后再试（请求编号 req-7f3a）', {}, { timeout: 5000 })).toBeInTheDocument();

    // A proxy's error page is no envelope: the id comes from the header the server set, when there is one.
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'X-Request-Id': 'req-hdr-9' } }));
    await expect(request('/apply/home/saveSection')).rejects.toMatchObject({ status: 502, requestId: 'req-hdr-9' });
    expect(await screen.findByText(`${UNREADABLE_REPLY}（请求编号 req-hdr-9）`, {}, { timeout: 5000 })).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 42200, message: '手机号码格式错误', data: null, requestId: 'req-input-1' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(request('/sam/sendSmsCode')).rejects.toMatchObject({ status: 400, requestId: 'req-input-1' });
    expect(await screen.findByText('手机号码格式错误', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/req-input-1/)).toBeNull();
  });

  it('carries the seconds a "too soon" refusal names, and none for other refusals', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ retryAfter: 42 }, 42900, '验证码发送过于频繁，请42秒后再试', 429));
    await expect(request('/sam/sendSmsCode', { silent: true })).rejects.toMatchObject({ code: 42900, retryAfter: 42 });
    fetchMock.mockResolvedValueOnce(envelope(null, 42900, '操作过于频繁，请稍后再试', 429));
    await expect(request('/sam/sendSmsCode', { silent: true })).rejects.toMatchObject({ code: 42900, retryAfter: null });
  });

  it('stays quiet when the caller shows the failure itself', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 40100, '账号或密码错误', 401));
    await expect(request('/sam/login', { silent: true })).rejects.toMatchObject({ code: 40100 });
    expect(screen.queryByText('账号或密码错误')).not.toBeInTheDocument();
  });

  it('offers one re-login dialog for a gone session; 重新登录 clears the token and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fetchMock.mockImplementation(async () => envelope(null, 50008, '登录凭证无效，请重新登录', 401));
    await Promise.allSettled([request('/sam/info'), request('/apply/home/read')]);

    // Without a signed-in layout the dialog code loads on first need.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog).toHaveTextContent('确认登出');
    expect(dialog).toHaveTextContent('您已被登出，可以取消继续留在该页面，或者重新登录');
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().token).toBeNull();
    // Closed for good: the next gone session asks again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a FormData body as multipart, leaving Content-Type to the browser, and reads the envelope the same way', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ id: 9 }));
    const form = new FormData();
    form.append('id', '3');
    form.append('file', new File(['%PDF-1.4'], '承诺书.pdf', { type: 'application/pdf' }));
    await expect(request('/apply/home/uploadAttachment', { method: 'POST', body: form })).resolves.toEqual({ id: 9 });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('X-Token')).toBe('token-abc');
  });

  it('offers the re-login dialog when an upload finds the session expired', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 50014, '登录已过期，请重新登录', 401));
    const error = await request('/apply/home/uploadAttachment', { method: 'POST', body: new FormData() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 50014, status: 401 });
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('您已被登出，可以取消继续留在该页面，或者重新登录');
  });

  it('shows one toast for one failure, however many queries meet it, and retries no refusal', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 40400, '申请不存在', 404));
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    function Reader({ path }: { path: string }) {
      useQuery({ queryKey: [path], queryFn: () => request(path) });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Reader path="/apply/home/getOneApply" />
        <Reader path="/apply/home/read" />
        <Reader path="/examine/flow/getSteps" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryCache().getAll().every((q) => q.state.status === 'error')).toBe(true), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await screen.findAllByText('申请不存在')).toHaveLength(1);
    expect(retryQuery(0, new RequestError('请求超时，请稍后重试', 0, 0))).toBe(true);
    expect(retryQuery(1, new RequestError('请求超时，请稍后重试', 0, 0))).toBe(false);
  });

  it('stays quiet when the caller aborts while the reply is read, and never toasts in English', async () => {
    const caller = new AbortController();
    fetchMock.mockResolvedValueOnce({
      status: 200,
      json: async () => {
        caller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    } as unknown as Response);
    await expect(request('/apply/home/getAllApply', { signal: caller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    fetchMock.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(request('/apply/home/getAllApply')).rejects.toMatchObject({ message: UNREADABLE_REPLY, status: 502 });
    expect(await screen.findByText(UNREADABLE_REPLY)).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  const hangUntilAborted = () =>
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  it('gives up after 8 seconds with a timeout toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    hangUntilAborted();
    const pending = request('/sam/info').catch((e: unknown) => e);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    });
    expect(await pending).toMatchObject({ code: 0, message: '请求超时，请稍后重试' });
    expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
  });

  it('lets a call that moves a file wait its own longer timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    hangUntilAborted();
    let settled = false;
    const pending = request('/apply/home/uploadAttachment', { method: 'POST', body: new FormData(), timeoutMs: UPLOAD_TIMEOUT_MS })
      .catch((e: unknown) => e)
      .finally(() => {
        settled = true;
      });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 2);
    });
    expect(settled).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - REQUEST_TIMEOUT_MS * 2);
    });
    expect(await pending).toMatchObject({ code: 0, message: '请求超时，请稍后重试' });
  });
});
