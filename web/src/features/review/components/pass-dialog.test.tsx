import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@/test/fixtures';
import { applyOf, renderReview } from '../test/render';
import { PassDialog } from './pass-dialog';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const atAddress = { ...applyOf({ id: 7, stage: 'address' }), stage: 'address' as const };

describe('pass dialog', { timeout: 30_000 }, () => {
  it('generates the address form from its schema and refuses a missing room number in Chinese', async () => {
    renderReview(<PassDialog apply={atAddress} open onClose={() => undefined} />);
    for (const label of ['注册地址', '楼栋', '房间号', '面积（㎡）', '住所证明编号', '审核意见'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('请填写房间号')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the stage it saw with the opinion and the result, once the form is valid', async () => {
    const onClose = vi.fn();
    fetchMock.mockResolvedValue(envelope({ ...atAddress, stage: 'approval' }));
    renderReview(<PassDialog apply={atAddress} open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.type(screen.getByLabelText('房间号'), '301');
    await userEvent.type(screen.getByLabelText('审核意见'), '地址已落实');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ftown-api/public/index.php/examine/flow/pass');
    expect(JSON.parse(String(init?.body))).toEqual({
      apply: 7,
      stage: 'address',
      opinion: '地址已落实',
      result: { registeredAddress: '杭州市上城区示例路 88 号', roomNo: '301' },
    });
  });

  it('puts the server’s field messages on their inputs and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(envelope({ fields: { 'result.roomNo': '该房间号已分配给其他企业' } }, 42200, '提交的数据不符合要求', 400));
    renderReview(<PassDialog apply={atAddress} open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.type(screen.getByLabelText('房间号'), '201');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('该房间号已分配给其他企业')).toBeInTheDocument();
    expect(screen.getByLabelText('房间号')).toHaveValue('201');
  });
});
