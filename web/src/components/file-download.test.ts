import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Providers } from '@/app/providers';
import { stubFetch } from '@/test/fixtures';
import { downloadFile, fileNameFromDisposition } from './file-download';

describe('file name from Content-Disposition', () => {
  it.each([
    [`attachment; filename="report.pdf"; filename*=UTF-8''%E5%85%A5%E9%A9%BB%E7%94%B3%E8%AF%B7%E8%A1%A8.pdf`, '入驻申请表.pdf'],
    [`attachment; filename*=utf-8'zh'%E6%89%BF%E8%AF%BA%E4%B9%A6%20(1).pdf`, '承诺书 (1).pdf'],
    ['attachment; filename="a;b.pdf"', 'a;b.pdf'],
    ['attachment; filename=plain.png', 'plain.png'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
    ['attachment', null],
    [null, null],
  ])('%s -> %s', (header, name) => expect(fileNameFromDisposition(header)).toBe(name));
});

describe('downloadFile', () => {
  const fetchMock = stubFetch({ token: 'download-token' });
  const clicked: string[] = [];

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clicked.length = 0;
  });

  it('sends the token, reads the reply as a blob and saves it under the Chinese filename*', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="file.pdf"; filename*=UTF-8''%E6%89%BF%E8%AF%BA%E4%B9%A6.pdf`,
        },
      }),
    );
    await expect(downloadFile('/apply/home/downloadAttachment', { params: { id: 7 }, fallbackName: 'x.pdf' })).resolves.toBe('承诺书.pdf');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ftown-api/public/index.php/apply/home/downloadAttachment?id=7');
    expect(init?.headers).toEqual({ 'X-Token': 'download-token' });
    expect(clicked).toEqual(['承诺书.pdf']);
  });

  it('rejects with the server message when the reply is an error envelope, saving nothing', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 40400, message: '记录不存在', data: null }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(downloadFile('/apply/home/downloadAttachment', { params: { id: 8 }, fallbackName: 'x.pdf' })).rejects.toThrow('记录不存在');
    expect(clicked).toEqual([]);
  });

  it('offers the re-login dialog of the request layer when the session has expired', { timeout: 60_000 }, async () => {
    render(createElement(Providers, null, createElement('div')));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 50014, message: '登录已过期，请重新登录', data: null }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(downloadFile('/uni/taxreport/exportTaxReport', { params: { unicodes: 'ENT-3' }, fallbackName: 'x.xlsx' })).rejects.toMatchObject({
      code: 50014,
    });
    // The dialog host is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    expect(await screen.findByRole('dialog', {}, { timeout: 20_000 })).toHaveTextContent('您已被登出，可以取消继续留在该页面，或者重新登录');
    expect(clicked).toEqual([]);
  });
});
