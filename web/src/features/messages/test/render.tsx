import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { TMessage } from '@ftown/domain/messages/messages.schemas';
import { callPath } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';

/** Renders a messages component with the providers a signed-in layout gives it, on a fresh query cache. */
export const renderMessages = (element: ReactElement, path = '/') =>
  renderWithProviders(element, path);

export const messageOf = (over: Partial<TMessage>): TMessage => ({
  id: 1,
  subject: '您的申请已受理',
  body: '您提交的申请已由政务服务中心受理。',
  addTime: '2026-03-01T02:00:00.000Z',
  readed: 0,
  genre: 'hub',
  applyId: null,
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown) => json({ code: 20000, message: '查询成功', data });
export const affected = (affect: number) => json({ code: '0', message: '操作成功', data: { affect } });
export const refused = (message: string, status = 404, code = 40400) => json({ code, message, data: null }, status);

export type Call = { path: string; query: URLSearchParams; body: unknown };

/** A fetch answering by path (under the API base), recording each call with its query and JSON body. */
export const fakeServer = (answer: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const call: Call = {
      path: callPath(url),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
};
