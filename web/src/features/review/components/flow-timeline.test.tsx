import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatOpinionNote } from '@ftown/domain/review/opinion-note';
import type { TFlowRecord } from '@ftown/domain/review/api/review.schemas';
import { FlowRecordContent } from './flow-timeline';

const reason = '章程与协议不一致；见"第3条"\n<附件> 😀';
const note = formatOpinionNote({ type: 'return', project: '合伙协议', reason, other: '请补充' });
const returned: TFlowRecord = {
  id: 9,
  apply: 1,
  version: 1,
  action: 'return',
  stage: 'gov_early',
  status: 4,
  toStage: null,
  actorId: 5,
  actorName: '王审核',
  opinion: '',
  note,
  result: { items: '合伙协议', reason, other: '请补充' },
  at: '2026-03-01T02:00:00.000Z',
};

describe('a step on the timeline', () => {
  it('shows a return note once, as labelled rows, with no raw keys or escapes', () => {
    const { container } = render(<FlowRecordContent record={returned} nameOf={() => null} />);
    const rows = [...container.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['驳回事项：', '合伙协议'],
      ['驳回原因：', reason],
      ['其他：', '请补充'],
    ]);
    expect(container.textContent).not.toMatch(/items|reason|other|\\；/);
    expect(screen.getAllByText('合伙协议')).toHaveLength(1);
  });
});
