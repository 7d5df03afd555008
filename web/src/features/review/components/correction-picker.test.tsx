import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callPath, envelope, stubFetch } from '@/test/fixtures';
import { applyOf, renderReview } from '../test/render';
import { NoteDialog } from './note-dialog';

const fetchMock = stubFetch();

const apply = { ...applyOf({ id: 7, stage: 'gov_review' }), stage: 'gov_review' as const };
const version = {
  apply,
  version: 1,
  sections: { base: { name: '杭州甲私募基金管理有限公司' }, capital: { rows: [{ name: '张三' }, { name: '李四' }] } },
  attachments: [],
  warnings: [],
};

const bodiesOf = (path: string) => fetchMock.mock.calls.filter(([url]) => callPath(url) === path).map(([, init]) => JSON.parse(String(init?.body)));

const serve = () =>
  fetchMock.mockImplementation(async (input) => {
    const path = callPath(input);
    if (path === '/apply/home/getOneApply') return envelope(version);
    if (path === '/apply/home/remadApply') return envelope({ ...apply, status: 4, stage: null });
    throw new Error(`unexpected call ${path}`);
  });

/** The tree node's checkbox, found by the node's title. */
const checkNode = async (title: string) => {
  const node = (await screen.findByTitle(title)).closest('.ant-tree-treenode')!;
  await userEvent.click(node.querySelector('.ant-tree-checkbox')!);
};
/** The confirmation over the dialog (test ids repeat, so it is found by its kind rather than by its name). */
const confirmReturn = async () => {
  const confirm = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal-confirm')!);
  await userEvent.click(within(confirm).getByRole('button', { name: '驳回' }));
};
const expand = async (title: string) => {
  const node = (await screen.findByTitle(title)).closest('.ant-tree-treenode')!;
  await userEvent.click(node.querySelector('.ant-tree-switcher')!);
};

describe('return item picker', { timeout: 60_000 }, () => {
  it('picks fields, rows and files from the application, each with a remark, and sends them with the note', async () => {
    serve();
    renderReview(<NoteDialog type="return" apply={apply} open onClose={() => undefined} />);
    await expand('企业基本信息');
    await checkNode('企业名称（拟设立名称）');
    await expand('股东及出资');
    await checkNode('第2行（李四）');
    await expand('附件');
    await checkNode('承诺书');

    const picked = screen.getByRole('list', { name: '已选退回事项' });
    expect(within(picked).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      '企业基本信息 / 企业名称（拟设立名称）',
      '股东及出资 / 第2行（李四）',
      '附件 / 承诺书',
    ]);
    // The picked items fill 驳回事项 while the examiner has not written it.
    expect(screen.getByLabelText('驳回事项')).toHaveValue('企业基本信息 / 企业名称（拟设立名称）、股东及出资 / 第2行（李四）、附件 / 承诺书');

    await userEvent.type(screen.getByLabelText('事项说明：企业基本信息 / 企业名称（拟设立名称）'), '与已登记名称近似');
    await userEvent.type(screen.getByLabelText('驳回原因'), '请按退回事项修改');
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    await confirmReturn();

    await waitFor(() => expect(bodiesOf('/apply/home/remadApply')).toHaveLength(1));
    expect(bodiesOf('/apply/home/remadApply')[0]).toMatchObject({
      id: 7,
      version: 1,
      stage: 'gov_review',
      corrections: [
        { target: 'base.name', remark: '与已登记名称近似' },
        { target: 'capital.rows.1', remark: '' },
        { target: 'attachments.commitmentLetter', remark: '' },
      ],
    });
  });

  it('still sends a free-text-only return', async () => {
    serve();
    renderReview(<NoteDialog type="return" apply={apply} open onClose={() => undefined} />);
    await screen.findByTitle('企业基本信息');
    await userEvent.type(screen.getByLabelText('驳回事项'), '名称');
    await userEvent.type(screen.getByLabelText('驳回原因'), '重名');
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    await confirmReturn();
    await waitFor(() => expect(bodiesOf('/apply/home/remadApply')).toHaveLength(1));
    expect(bodiesOf('/apply/home/remadApply')[0]).toMatchObject({ items: '名称', reason: '重名', corrections: [] });
  });
});
