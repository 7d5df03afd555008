import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { fakeServer, renderMessages } from '../test/render';
import { OpinionButton } from './opinion-button';

const note = formatOpinionNote({ type: 'return', project: '员工人数', reason: '专职员工人数与劳动合同不一致', other: '' });
const record = { id: 1, subject: '您的申请在“法律合规中心初审”环节被驳回', project: '员工人数', reason: '专职员工人数与劳动合同不一致', note };

const opinionsReply = (code: '0' | '404', data: unknown[]) =>
  new Response(JSON.stringify({ code, message: code === '0' ? '查询成功' : '不存在驳回或不通过记录', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('review-opinion button', { timeout: 20_000 }, () => {
  it('is absent without a process category of 2 or 3', () => {
    renderMessages(<OpinionButton />, '/edge/apply/index?id=7&unicodes=ENT-1');
    expect(screen.queryByRole('button', { name: /审核意见/ })).not.toBeInTheDocument();
  });

  it('loads the application’s opinions and opens the drawer with the reason', async () => {
    const calls = fakeServer(() => opinionsReply('0', [record]));
    renderMessages(<OpinionButton />, '/edge/company/base?id=7&unicodes=ENT-1&ps=2');
    await userEvent.click(screen.getByRole('button', { name: /审核意见/ }));

    const drawer = await screen.findByRole('dialog', { name: '审核意见' });
    expect(await within(drawer).findByText('专职员工人数与劳动合同不一致')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === REVIEW_CALLS.getOpinions.path)!;
    expect(Object.fromEntries(asked.query)).toEqual({ apply: '7', unicodes: 'ENT-1' });
  });

  it('warns that there is nothing to read when the call answers 404', async () => {
    fakeServer(() => opinionsReply('404', []));
    renderMessages(<OpinionButton />, '/edge/apply/index?id=7&unicodes=ENT-1&ps=3');
    await userEvent.click(screen.getByRole('button', { name: /审核意见/ }));
    expect(await screen.findByText('不存在驳回或不通过记录')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '审核意见' })).not.toBeInTheDocument();
  });

  it('warns about missing parameters without calling the server', async () => {
    const calls = fakeServer(() => opinionsReply('0', [record]));
    renderMessages(<OpinionButton />, '/edge/apply/index?id=7&ps=2');
    await userEvent.click(screen.getByRole('button', { name: /审核意见/ }));
    expect(await screen.findByText('加载审核意见需要的参数无法满足')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
