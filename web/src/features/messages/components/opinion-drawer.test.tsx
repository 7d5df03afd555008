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

const panelOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('.ant-collapse-item') as HTMLElement;

describe('opinion list', () => {
  it('opens the first record only, and shows 不通过 items and reason for a refusal', () => {
    renderMessages(<OpinionList opinions={opinions} />);
    expect(screen.getByRole('button', { name: opinions[0]!.subject })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: opinions[1]!.subject })).toHaveAttribute('aria-expanded', 'false');

    const refused = panelOf(opinions[0]!.subject);
    expect(within(refused).getByText('不通过事项')).toBeInTheDocument();
    expect(within(refused).getByText('实际控制人')).toBeInTheDocument();
    expect(within(refused).getByText('不通过原因')).toBeInTheDocument();
    expect(within(refused).getByText('存在失信记录')).toBeInTheDocument();
    expect(within(refused).queryByText('驳回事项')).not.toBeInTheDocument();
  });

  it('shows 驳回 items and reason for a return, and the note always', async () => {
    renderMessages(<OpinionList opinions={[opinions[1]!]} />);
    const returned = panelOf(opinions[1]!.subject);
    expect(within(returned).getByText('驳回事项')).toBeInTheDocument();
    expect(within(returned).getByText('驳回原因')).toBeInTheDocument();
    expect(within(returned).getByText('专职员工人数与劳动合同不一致')).toBeInTheDocument();
    expect(within(returned).getByText(returnNote)).toBeInTheDocument();
    expect(within(returned).queryByRole('region', { name: '审核意见全文' })).not.toBeInTheDocument();
  });

  it('shows only the note when the subject is neither', () => {
    renderMessages(<OpinionList opinions={[{ id: 3, subject: '审核意见', project: '', reason: '', note: '请补充材料' }]} />);
    expect(screen.getByText('请补充材料')).toBeInTheDocument();
    expect(screen.queryByText(/事项$/)).not.toBeInTheDocument();
  });

  it('scrolls a note longer than 304 characters inside its box', () => {
    renderMessages(<OpinionList opinions={opinions} />);
    const note = screen.getByRole('region', { name: '审核意见全文' });
    expect(note).toHaveTextContent(refuseNote);
    expect(note).toHaveStyle({ overflowY: 'auto' });
  });
});
