import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFlowRecord, TTimelineEntry } from '@ftown/domain/review/api/review.schemas';
import { ApplyTimeline } from './apply-timeline';

const gov1 = { id: 3, name: '黄磊' };
const chief = { id: 2, name: '刘建国' };
const applicant = { id: 10, name: '张三' };

const record = (over: Partial<TFlowRecord>): TFlowRecord => ({
  id: 1,
  apply: 1,
  version: 1,
  action: 'assign',
  stage: 'gov_distribution',
  status: 2,
  toStage: 'gov_early',
  actorId: chief.id,
  actorName: chief.name,
  opinion: '',
  note: null,
  result: { examinerId: gov1.id },
  at: '2026-03-02T01:02:00.000Z',
  ...over,
});

const plan = (name: string) => ({ section: 'base', key: 'businessPlan', name, size: 2048, sha256: name });

const ENTRIES: TTimelineEntry[] = [
  { kind: 'submit', key: 'submit-1', at: '2026-03-02T01:00:00.000Z', actor: applicant, version: 1 },
  { kind: 'message', key: 'message-1', at: '2026-03-02T01:00:00.000Z', actor: null, receiver: applicant, subject: '您的申请已提交' },
  { kind: 'handoff', key: 'flow-1', at: '2026-03-02T01:02:00.000Z', actor: chief, record: record({}), to: gov1 },
  {
    kind: 'flow',
    key: 'flow-2',
    at: '2026-03-02T01:03:00.000Z',
    actor: gov1,
    record: record({ id: 2, action: 'return', stage: 'gov_early', status: 4, toStage: null, actorId: gov1.id, actorName: gov1.name, result: null, note: '驳回事项：商业计划书；驳回原因：不清晰；其他：' }),
  },
  { kind: 'clock', key: 'clock-2', at: '2026-03-02T01:03:00.000Z', actor: gov1, change: 'pause', stage: 'gov_early' },
  { kind: 'file', key: 'file-7', at: '2026-03-02T01:05:00.000Z', actor: applicant, change: 'replace', file: plan('计划书-清晰版.pdf'), replaced: plan('计划书.pdf') },
  { kind: 'takeover', key: 'takeover-9', at: '2026-03-02T01:08:00.000Z', actor: chief, stage: 'gov_review', version: 2, from: gov1 },
];

describe('the application timeline', () => {
  it('lists every kind of entry in the order given, each with who and when', () => {
    const { container } = render(<ApplyTimeline entries={ENTRIES} />);
    const items = [...container.querySelectorAll('.ant-timeline-item, .ant-timeline-item-content, li')].filter((el) => el.tagName === 'LI');
    expect(items).toHaveLength(ENTRIES.length);
    const texts = items.map((li) => li.textContent ?? '');
    expect(texts[0]).toContain('提交申请（第1版）');
    expect(texts[0]).toContain('张三 · 2026-03-02 09:00');
    expect(texts[1]).toMatch(/^发送消息给张三系统 · .*您的申请已提交$/);
    expect(texts[2]).toContain('分配');
    expect(texts[2]).toContain('移交给：黄磊');
    expect(texts[3]).toContain('驳回');
    expect(texts[4]).toContain('政务服务中心初审环节计时暂停');
    expect(texts[5]).toContain('替换附件');
    expect(texts[5]).toContain('商业计划书：计划书-清晰版.pdf（2.0\u00a0KB）');
    expect(texts[5]).toContain('替换 计划书.pdf（2.0\u00a0KB）');
    expect(texts[6]).toMatch(/^接手审核（政务服务中心复审，第2版）刘建国 · 2026-03-02 09:08:00原审核人员：黄磊$/);
  });

  const upload = (n: number, minute: number, key: string, name: string): TTimelineEntry => ({
    kind: 'file',
    key: `file-${n}`,
    at: `2026-03-02T01:0${minute}:00.000Z`,
    actor: applicant,
    change: 'upload',
    file: { section: 'base', key, name, size: 45, sha256: name },
    replaced: null,
  });

  it("draws a sitting's uploads as one line, each file named under it", () => {
    const uploads = [upload(1, 0, 'commitmentLetter', 'letter.pdf'), upload(2, 0, 'businessPlan', 'plan.pdf'), upload(3, 1, 'businessPlan', 'plan-2.pdf')];
    const { container } = render(<ApplyTimeline entries={[...uploads, ENTRIES[0]!]} />);
    const items = [...container.querySelectorAll('.ant-timeline-item')];
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/^上传附件（3 份）张三 · 2026-03-02 09:00:00 至 09:01:00/);
    const files = screen.getByRole('list', { name: '上传附件的文件' });
    expect([...files.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '承诺书：letter.pdf（45\u00a0B）',
      '商业计划书：plan.pdf（45\u00a0B）',
      '商业计划书：plan-2.pdf（45\u00a0B）',
    ]);
  });

  it('folds a long run after its first files, and unfolds it on request', async () => {
    const uploads = Array.from({ length: 8 }, (_, n) => upload(n + 1, 0, 'businessPlan', `plan-${n + 1}.pdf`));
    render(<ApplyTimeline entries={uploads} />);
    const shown = () => within(screen.getByRole('list', { name: '上传附件的文件' })).getAllByRole('listitem');
    expect(screen.getByText('上传附件（8 份）')).toBeTruthy();
    expect(shown().map((el) => el.textContent)).toEqual(['商业计划书：plan-1.pdf（45\u00a0B）', '商业计划书：plan-2.pdf（45\u00a0B）', '商业计划书：plan-3.pdf（45\u00a0B）']);
    const unfold = screen.getByRole('button', { name: '展开其余 5 份' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(unfold);
    expect(shown()).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(shown()).toHaveLength(3);
  });

  it('names the hand-off once, not again as a raw result', () => {
    render(<ApplyTimeline entries={ENTRIES.filter((e) => e.kind === 'handoff')} nameOf={(id) => (id === gov1.id ? gov1.name : null)} />);
    expect(screen.getAllByText(/黄磊/)).toHaveLength(1);
    expect(screen.queryByText(/examinerId/)).toBeNull();
  });

  it('says so when nothing happened yet', () => {
    render(<ApplyTimeline entries={[]} />);
    expect(screen.getByText('暂无办理记录')).toBeTruthy();
  });
});
