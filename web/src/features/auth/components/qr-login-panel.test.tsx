import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QR_STATUS_TEXT } from '@ftown/domain/auth/sign-in-constants';
import { Providers } from '@/app/providers';
import { envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import QrLoginPanel, { QR_POLL_MS } from './qr-login-panel';

const fetchMock = stubFetch();
const TOKEN = 'T'.repeat(43);

const code = (n: number) => ({ qr_code_id: `poll-${n}`.padEnd(43, 'p'), scanCode: `scan-${n}`.padEnd(43, 's'), expiresIn: 120 });
const calls = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/sam\//, ''));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const poll = () => act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));

describe('QR login panel', () => {
  it('polls until the phone confirms, then signs in with the code and stores the token', async () => {
    const onSuccess = vi.fn();
    fetchMock
      .mockResolvedValueOnce(envelope(code(1)))
      .mockResolvedValueOnce(envelope({ status: 'scanned', expiresIn: 100 }))
      .mockResolvedValueOnce(envelope({ status: 'confirmed', expiresIn: 60 }))
      .mockResolvedValueOnce(envelope({ token: TOKEN }));
    render(
      <Providers>
        <QrLoginPanel loginType="companyQrCode" redirect="/edge_company/index" onSuccess={onSuccess} />
      </Providers>,
    );
    expect(await screen.findByText(QR_STATUS_TEXT.waiting)).toBeInTheDocument();
    const generated = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(generated).toMatchObject({ loginType: 'companyQrCode', redirect: '/edge_company/index' });
    expect(generated.clientId).toMatch(/^[0-9a-f]{32}$/);

    await poll();
    expect(await screen.findByText(QR_STATUS_TEXT.scanned)).toBeInTheDocument();
    await poll();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual([
      'generateQrCode',
      `getQrCodeStatus?qr_code_id=${code(1).qr_code_id}`,
      `getQrCodeStatus?qr_code_id=${code(1).qr_code_id}`,
      'qrCodeLogin',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[3]?.[1]?.body))).toEqual({
      qr_code_id: code(1).qr_code_id,
      redirect: '/edge_company/index',
    });
    expect(useSessionStore.getState().token).toBe(TOKEN);
  });

  it('stops polling when the phone declines and fetches a fresh code on request', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(code(1)))
      .mockResolvedValueOnce(envelope({ status: 'declined', expiresIn: 0 }))
      .mockResolvedValueOnce(envelope(code(2)));
    render(
      <Providers>
        <QrLoginPanel loginType="personQrCode" redirect="/" onSuccess={vi.fn()} />
      </Providers>,
    );
    await screen.findByText(QR_STATUS_TEXT.waiting);
    await poll();
    expect(await screen.findByText(QR_STATUS_TEXT.declined)).toBeInTheDocument();
    await poll();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: /刷新/ }));
    expect(await screen.findByText(QR_STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(calls().at(-1)).toBe('generateQrCode');
  });

  it('shows why a code could not be had and offers to try again', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 42900, message: '二维码获取过于频繁，请稍后再试', data: null }), { status: 429 }),
    );
    render(
      <Providers>
        <QrLoginPanel loginType="personQrCode" redirect="/" onSuccess={vi.fn()} />
      </Providers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('二维码获取过于频繁');
    expect(screen.getByRole('button', { name: '重新获取二维码' })).toBeInTheDocument();
  });
});
