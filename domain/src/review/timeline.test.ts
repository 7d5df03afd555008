import { describe, expect, it } from 'vitest';
import { APPLY_STATUS } from '../applications/status.ts';
import type { TFlowRecord } from './api/review.schemas.ts';
import { buildTimeline, FILE_RUN_GAP_MS, groupFileRuns, type FileEvent, type TimelineSources } from './timeline.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 1, minute)).toISOString();
const applicant = { id: 10, name: '张三' };
const gov1 = { id: 3, name: '黄磊' };
const admin = { id: 1, name: '系统管理员' };

const flow = (id: number, minute: number, over: Partial<TFlowRecord>): TFlowRecord => ({
  id,
  apply: 1,
  version: 1,
  action: 'pass',
  stage: null,
  status: APPLY_STATUS.inReview,
  toStage: null,
  actorId: gov1.id,
  actorName: gov1.name,
  opinion: '',
  note: null,
  result: null,
  at: at(minute),
  ...over,
});

const file = (id: number, minute: number, change: FileEvent['change'], name: string, key = 'businessPlan'): FileEvent => ({
  id,
  change,
  file: { section: 'base', key, name, size: 100, sha256: name },
  at: at(minute),
  actor: applicant,
});

/** submit → intake → assign → return → the plan replaced (removed, then uploaded) → resubmit → taken over → pass. */
const SOURCES: TimelineSources = {
  submission: { version: 1, at: at(1), actor: applicant },
  flow: [
    flow(1, 2, { action: 'startExamine', status: APPLY_STATUS.inReview, toStage: 'gov_distribution' }),
    flow(2, 3, { action: 'assign', stage: 'gov_distribution', toStage: 'gov_early', result: { examinerId: gov1.id } }),
    flow(3, 4, { action: 'return', stage: 'gov_early', status: APPLY_STATUS.returned, opinion: '内部：材料不清', note: '驳回事项：商业计划书；驳回原因：不清晰；其他：' }),
    flow(4, 7, { action: 'resubmit', version: 2, status: APPLY_STATUS.inReview, toStage: 'gov_early', actorId: applicant.id, actorName: applicant.name }),
    flow(5, 8, { action: 'updateColumn', stage: 'gov_early', toStage: 'gov_early', result: { column: 'inquire', value: '已问询' } }),
    flow(6, 9, { action: 'pass', stage: 'gov_early', toStage: 'gov_review', opinion: '同意', result: { note: 'x' } }),
  ],
  files: [file(1, 0, 'upload', 'plan-v1.pdf'), file(2, 5, 'remove', 'plan-v1.pdf'), file(3, 6, 'upload', 'plan-v2.pdf')],
  messages: [
    { id: 1, at: at(1), receiver: applicant, subject: '您的申请已提交' },
    { id: 2, at: at(3), receiver: gov1, subject: '您有新的待审核申请' },
    { id: 3, at: at(4), receiver: applicant, subject: '您的申请被驳回' },
  ],
  takeovers: [{ id: 40, at: at(8), actor: admin, stage: 'gov_early', version: 2, from: gov1 }],
  nameOf: (id) => (id === gov1.id ? gov1.name : undefined),
};

const kinds = (entries: ReturnType<typeof buildTimeline>) =>
  entries.map((e) => (e.kind === 'flow' || e.kind === 'handoff' ? `${e.kind}:${e.record.action}` : 'change' in e ? `${e.kind}:${e.change}` : e.kind));

describe('one timeline of an application', () => {
  it('merges every source in order, pausing the clock on the return and resuming it on the resubmission', () => {
    expect(kinds(buildTimeline(SOURCES, { staff: true }))).toEqual([
      'file:upload',
      'submit',
      'message',
      'flow:startExamine',
      'handoff:assign',
      'message',
      'flow:return',
      'clock:pause',
      'message',
      'file:replace',
      'flow:resubmit',
      'clock:resume',
      'flow:updateColumn',
      'takeover',
      'flow:pass',
    ]);
  });

  it('names the examiner a hand-off went to, the stage a clock stopped at, and both files of a replacement', () => {
    const entries = buildTimeline(SOURCES, { staff: true });
    expect(entries.find((e) => e.kind === 'handoff')).toMatchObject({ to: gov1, actor: gov1 });
    expect(entries.find((e) => e.kind === 'takeover')).toMatchObject({ key: 'takeover-40', actor: admin, stage: 'gov_early', version: 2, from: gov1 });
    expect(entries.filter((e) => e.kind === 'clock').map((e) => e.kind === 'clock' && [e.change, e.stage])).toEqual([
      ['pause', 'gov_early'],
      ['resume', 'gov_early'],
    ]);
    expect(entries.find((e) => e.kind === 'file' && e.change === 'replace')).toMatchObject({
      at: at(6),
      file: { name: 'plan-v2.pdf' },
      replaced: { name: 'plan-v1.pdf' },
    });
  });

  it('pairs a replacement in either order but never across a submission or between different keys', () => {
    // a.pdf went in with the submission, at its very instant.
    const files = [file(1, 1, 'upload', 'a.pdf'), file(2, 5, 'upload', 'b.pdf'), file(3, 6, 'remove', 'a.pdf'), file(4, 6, 'remove', 'c.pdf', 'commitmentLetter')];
    const entries = buildTimeline({ ...SOURCES, files }, { staff: true }).filter((e) => e.kind === 'file');
    expect(entries.map((e) => e.kind === 'file' && [e.change, e.file.name, e.replaced?.name ?? null])).toEqual([
      ['upload', 'a.pdf', null],
      ['replace', 'b.pdf', 'a.pdf'],
      ['remove', 'c.pdf', null],
    ]);
  });

  it('shows an applicant their messages and the notes sent to them, not the staff opinions, results, column notes or takeovers', () => {
    const entries = buildTimeline(SOURCES, { staff: false, userId: applicant.id });
    expect(entries.filter((e) => e.kind === 'message').map((e) => e.kind === 'message' && e.receiver.id)).toEqual([applicant.id, applicant.id]);
    const records = entries.flatMap((e) => (e.kind === 'flow' || e.kind === 'handoff' ? [e.record] : []));
    expect(records.map((r) => r.action)).toEqual(['startExamine', 'assign', 'return', 'resubmit', 'pass']);
    expect(entries.some((e) => e.kind === 'takeover')).toBe(false);
    expect(records.every((r) => r.opinion === '' && r.result === null)).toBe(true);
    expect(records.find((r) => r.action === 'return')?.note).toContain('驳回事项');
    expect(entries.find((e) => e.kind === 'handoff')).toMatchObject({ to: gov1 });
  });

  it('pauses the intake clock on a withdrawal before review and keeps a draft without a submission empty', () => {
    const withdrawn = buildTimeline(
      { ...SOURCES, flow: [flow(1, 2, { action: 'withdraw', status: APPLY_STATUS.withdrawn, actorId: applicant.id, actorName: applicant.name })], files: [], messages: [], takeovers: [] },
      { staff: true },
    );
    expect(withdrawn.at(-1)).toMatchObject({ kind: 'clock', change: 'pause', stage: 'examine' });
    expect(buildTimeline({ ...SOURCES, submission: null, flow: [], files: [], messages: [], takeovers: [] }, { staff: true })).toEqual([]);
  });
});

describe('the timeline as it is shown', () => {
  const timeline = (files: FileEvent[], over: Partial<TimelineSources> = {}) =>
    buildTimeline({ ...SOURCES, flow: [], messages: [], takeovers: [], files, ...over }, { staff: true });
  const shape = (files: FileEvent[], over?: Partial<TimelineSources>) =>
    groupFileRuns(timeline(files, over)).map((item) => (item.kind === 'entry' ? item.entry.kind : `${item.change}×${item.files.length}`));

  it("takes one sitting's uploads as one item, in their order", () => {
    const uploads = [file(1, 0, 'upload', 'a.pdf', 'a'), file(2, 0, 'upload', 'b.pdf', 'b'), file(3, 1, 'upload', 'c.pdf', 'c')];
    const items = groupFileRuns(timeline(uploads));
    expect(items.map((i) => i.kind)).toEqual(['files', 'entry']);
    expect(items[0]).toMatchObject({ kind: 'files', change: 'upload', key: 'file-1' });
    expect(items[0]!.kind === 'files' && items[0]!.files.map((f) => f.file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('ends a run at another kind of entry, change, person or sitting', () => {
    // The submission at minute 1 comes between the uploads before it and after it.
    expect(shape([file(1, 0, 'upload', 'a.pdf', 'a'), file(2, 2, 'upload', 'b.pdf', 'b')])).toEqual(['upload×1', 'submit', 'upload×1']);
    expect(shape([file(1, 2, 'upload', 'a.pdf', 'a'), file(2, 2, 'remove', 'b.pdf', 'b'), file(3, 2, 'remove', 'c.pdf', 'c')])).toEqual([
      'submit',
      'upload×1',
      'remove×2',
    ]);
    const other = { ...file(2, 2, 'upload', 'b.pdf', 'b'), actor: gov1 };
    expect(shape([file(1, 2, 'upload', 'a.pdf', 'a'), other])).toEqual(['submit', 'upload×1', 'upload×1']);
    const gapMinutes = FILE_RUN_GAP_MS / 60_000;
    expect(shape([file(1, 2, 'upload', 'a.pdf', 'a'), file(2, 2 + gapMinutes, 'upload', 'b.pdf', 'b')])).toEqual(['submit', 'upload×2']);
    expect(shape([file(1, 2, 'upload', 'a.pdf', 'a'), file(2, 3 + gapMinutes, 'upload', 'b.pdf', 'b')])).toEqual(['submit', 'upload×1', 'upload×1']);
  });

  it('leaves every other entry as it is', () => {
    const entries = buildTimeline(SOURCES, { staff: true }).filter((e) => e.kind !== 'file');
    expect(groupFileRuns(entries)).toEqual(entries.map((entry) => ({ kind: 'entry', entry })));
  });
});
