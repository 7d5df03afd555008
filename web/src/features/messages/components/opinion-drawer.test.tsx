import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import { renderMessages } from '../test/render';
import { OpinionList } from './opinion-drawer';

const returnNote = formatOpinionNote({ type: 'return', project: '员工人数', reason: '专职员工人数与劳动合同不一致', other: '请核对后重新提交' });
const refuseNote = formatOpinionNote({ type: 'refuse', project: '实际控制人', reason: '存在失信记录', other: '长'.repeat(320) });

const opinions = [
  { id: 2, subject: '您的申请在“合规风控委员会审核”环节审核不通过', project: '实际控制人', reason: '存在失信记录', note: refuseNote },
  { id: 1, subject: '您的申请在“法律合规中心初审”环节被驳回', project: '员工人数', reason: '专职员工人数与劳动合同不一致', note: returnNote },
];

const rowsOf = (panel: HTMLElement) =>
  [...panel.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

const panelOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('.ant-collapse-item') as HTMLElement;

describe('opinion list', () => {
  it('opens the first record only, and shows 不通过 items and reason for a refusal', () => {
    renderMessages(<OpinionList opinions={opinions} />);
    expect(screen.getByRole('button', { name: opinions[0]!.subject })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: opinions[1]!.subject })).toHaveAttribute('aria-expanded', 'false');

    const refused = panelOf(opinions[0]!.subject);
    expect(rowsOf(refused)).toEqual([
      ['不通过事项：', '实际控制人'],
      ['不通过原因：', '存在失信记录'],
      ['其他：', '长'.repeat(320)],
    ]);
  });

  it('shows a return as labelled rows, 其他 included, without repeating the raw note', () => {
    renderMessages(<OpinionList opinions={[opinions[1]!]} />);
    const returned = panelOf(opinions[1]!.subject);
    expect(rowsOf(returned)).toEqual([
      ['驳回事项：', '员工人数'],
      ['驳回原因：', '专职员工人数与劳动合同不一致'],
      ['其他：', '请核对后重新提交'],
    ]);
    expect(within(returned).queryByText(returnNote)).not.toBeInTheDocument();
    expect(within(returned).queryByText('审核意见')).not.toBeInTheDocument();
    expect(within(returned).queryByRole('region', { name: '审核意见全文' })).not.toBeInTheDocument();
  });

  it('shows any reason as typed: no escape artefacts, labels on one line', () => {
    const reason = '名称含；与\\，"引号"\n<b>不是标签</b> 😀';
    const note = formatOpinionNote({ type: 'return', project: 'A；B', reason, other: '' });
    renderMessages(<OpinionList opinions={[{ id: 5, subject: '您的申请在“地址分配”环节被驳回', project: 'A；B', reason, note }]} />);
    const panel = panelOf('您的申请在“地址分配”环节被驳回');
    expect(rowsOf(panel)).toEqual([
      ['驳回事项：', 'A；B'],
      ['驳回原因：', reason],
      ['其他：', '无'],
    ]);
    expect(panel.textContent).not.toContain('\\；');
    for (const label of panel.querySelectorAll('dt')) expect(label).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows only the note when the subject is neither', () => {
    renderMessages(<OpinionList opinions={[{ id: 3, subject: '审核意见', project: '', reason: '', note: '请补充材料' }]} />);
    expect(screen.getByText('请补充材料')).toBeInTheDocument();
    expect(screen.queryByText(/事项$/)).not.toBeInTheDocument();
  });

  it('scrolls a note longer than 304 characters inside its box', () => {
    renderMessages(<OpinionList opinions={opinions} />);
    const note = screen.getByRole('region', { name: '审核意见全文' });
    expect(note).toHaveTextContent('长'.repeat(320));
    expect(note).toHaveStyle({ overflowY: 'auto' });
  });
});
