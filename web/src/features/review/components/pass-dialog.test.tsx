import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayCst } from '@ftown/domain/formats/date-time';
import type { TReviewState } from '@ftown/domain/review/api/review.schemas';
import type { Stage } from '@ftown/domain/review/stages';
import { envelope, servePaths, stubFetch } from '@/test/fixtures';
import { applyOf, renderReview } from '../test/render';
import { EchoMaterialDialog } from './echo-material-dialog';
import { PassDialog } from './pass-dialog';

const fetchMock = stubFetch();

const at = <S extends Stage>(stage: S) => ({ ...applyOf({ id: 7, stage }), stage });
const atAddress = at('address');

const stateOf = (stage: Stage, stageFacts: TReviewState['stageFacts']): TReviewState => ({
  apply: at(stage),
  actions: ['pass'],
  steps: { steps: [], current: 0, status: 'process' },
  assignees: { government: null, statute: null },
  stageRecords: {},
  stageFacts,
});

/** Answers each call by its path; the review state names when the application was submitted and sent. */
const serve = (answers: Record<string, () => Response>) => servePaths(fetchMock, answers);

const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

const typeDate = async (label: string, date: string) => {
  await userEvent.type(screen.getByLabelText(label), `${date}{Enter}`);
};

describe('pass dialog', { timeout: 30_000 }, () => {
  it('generates the address form from its schema and refuses a missing room number in Chinese', async () => {
    serve({ '/examine/flow/getReviewState': () => envelope(stateOf('address', { submittedOn: null, sentOn: null })) });
    renderReview(<PassDialog apply={atAddress} open onClose={() => undefined} />);
    for (const label of ['注册地址', '楼栋', '房间号', '面积（㎡）', '住所证明编号', '审核意见'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('请填写房间号')).toBeInTheDocument();
    expect(calls('/examine/flow/pass')).toHaveLength(0);
  });

  it('sends the stage it saw with the opinion and the result, once the form is valid and the address is free', async () => {
    const onClose = vi.fn();
    serve({
      '/examine/flow/getReviewState': () => envelope(stateOf('address', { submittedOn: null, sentOn: null })),
      '/examine/flow/getAddressHolders': () => envelope([]),
      '/examine/flow/pass': () => envelope({ ...atAddress, stage: 'approval' }),
    });
    renderReview(<PassDialog apply={atAddress} open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.type(screen.getByLabelText('房间号'), '301');
    await userEvent.type(screen.getByLabelText('审核意见'), '地址已落实');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = calls('/examine/flow/pass')[0]!;
    expect(url).toBe('/ftown-api/public/index.php/examine/flow/pass');
    expect(JSON.parse(String(init?.body))).toEqual({
      apply: 7,
      stage: 'address',
      opinion: '地址已落实',
      result: { registeredAddress: '杭州市上城区示例路 88 号', roomNo: '301' },
    });
  });

  it('puts the server’s field messages on their inputs and keeps what was typed', async () => {
    serve({
      '/examine/flow/getReviewState': () => envelope(stateOf('address', { submittedOn: null, sentOn: null })),
      '/examine/flow/getAddressHolders': () => envelope([]),
      '/examine/flow/pass': () => envelope({ fields: { 'result.roomNo': '该房间号已分配给其他企业' } }, 42200, '提交的数据不符合要求', 400),
    });
    renderReview(<PassDialog apply={atAddress} open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号');
    await userEvent.type(screen.getByLabelText('房间号'), '201');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('该房间号已分配给其他企业')).toBeInTheDocument();
    expect(screen.getByLabelText('房间号')).toHaveValue('201');
  });

  it('warns that a settled enterprise holds the address and passes with the confirmation once the examiner agrees', async () => {
    const onClose = vi.fn();
    serve({
      '/examine/flow/getReviewState': () => envelope(stateOf('address', { submittedOn: null, sentOn: null })),
      '/examine/flow/getAddressHolders': () => envelope([{ unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X' }]),
      '/examine/flow/pass': () => envelope({ ...atAddress, stage: 'approval' }),
    });
    renderReview(<PassDialog apply={atAddress} open onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('注册地址'), '杭州市上城区示例路 88 号 5 幢 302 室');
    await userEvent.type(screen.getByLabelText('房间号'), '302');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));

    const confirm = await screen.findByRole('button', { name: '确认共用该地址' });
    expect(screen.getAllByText('该地址已有已入驻企业登记').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/已由已入驻企业“杭州示例实业投资有限公司”（91330100MA27XY018X）登记使用/).length).toBeGreaterThan(0);
    expect(calls('/examine/flow/pass')).toHaveLength(0);
    await userEvent.click(confirm);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(calls('/examine/flow/pass')[0]![1]?.body)) as { result: Record<string, unknown> };
    expect(body.result).toEqual({ registeredAddress: '杭州市上城区示例路 88 号 5 幢 302 室', roomNo: '302', confirmDuplicateAddress: true });
  });

  it('refuses a report date after today without calling the server', async () => {
    serve({ '/examine/flow/getReviewState': () => envelope(stateOf('approval', { submittedOn: '2026-03-02', sentOn: null })) });
    renderReview(<PassDialog apply={at('approval')} open onClose={() => undefined} />);
    await typeDate('报备日期', '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText(`报备日期不能晚于今天（${todayCst()}）`)).toBeInTheDocument();
    expect(calls('/examine/flow/pass')).toHaveLength(0);
  });

  it('refuses a licence credit code whose GB 32100 check character is wrong, and a licence dated before the submission', async () => {
    serve({ '/examine/flow/getReviewState': () => envelope(stateOf('license', { submittedOn: '2026-03-02', sentOn: '2026-03-05' })) });
    renderReview(<PassDialog apply={at('license')} open onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), '91330100MA27XY0181');
    await typeDate('发照日期', '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(await screen.findByText('统一社会信用代码校验位不正确，请核对营业执照')).toBeInTheDocument();
    expect(await screen.findByText('发照日期不能早于申请提交日期（2026-03-02）')).toBeInTheDocument();
    expect(calls('/examine/flow/pass')).toHaveLength(0);
  });
});

describe('material receipt dialog', { timeout: 30_000 }, () => {
  it('refuses a receipt dated before the materials were sent', async () => {
    serve({ '/examine/flow/getReviewState': () => envelope(stateOf('industry_postback', { submittedOn: '2026-03-02', sentOn: '2026-03-05' })) });
    renderReview(<EchoMaterialDialog apply={at('industry_postback')} open onClose={() => undefined} />);
    await waitFor(() => expect(calls('/examine/flow/getReviewState')).toHaveLength(1));
    await typeDate('收到日期', '2026-03-04');
    await userEvent.click(screen.getByRole('radio', { name: '是' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('收到日期不能早于材料寄出日期（2026-03-05）')).toBeInTheDocument();
    expect(calls('/apply/home/echoMaterialApply')).toHaveLength(0);
  });
});
