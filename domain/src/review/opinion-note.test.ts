import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOpinionNote,
  NOTE_LABELS,
  NOTE_TYPES,
  noteOf,
  noteRows,
  noteSummary,
  opinionSubject,
  parseOpinionNote,
  subjectType,
  toOpinionRecord,
  zNoteInput,
} from './opinion-note.ts';

/** Text biased towards the characters that could break the format: separators, colons, escapes, labels. */
const noteText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .array(
      fc.constantFrom('；', '：', '\\', '\\；', ';', ':', '"', "'", '“', '”', '<', '<b>', '&lt;', '😀', '👨‍👩‍👧', '驳回原因', '其他', '不通过事项', 'a', ' ', '\n', '\r\n', '合伙协议'),
      {
        maxLength: 12,
      },
    )
    .map((parts) => parts.join('')),
);

describe('opinion notes', () => {
  it('formats the two note forms of DESIGN section 4', () => {
    expect(formatOpinionNote({ type: 'return', project: '合伙协议', reason: '未载明托管安排', other: '请补充' })).toBe(
      '驳回事项：合伙协议；驳回原因：未载明托管安排；其他：请补充',
    );
    expect(formatOpinionNote({ type: 'refuse', project: '实际控制人', reason: '失信被执行人', other: '' })).toBe(
      '不通过事项：实际控制人；不通过原因：失信被执行人；其他：',
    );
  });

  it('parses the seed note of enterprise B', () => {
    expect(parseOpinionNote('驳回事项：合伙协议；驳回原因：合伙协议未载明托管安排；其他：请补充托管协议后重新提交')).toEqual({
      type: 'return',
      project: '合伙协议',
      reason: '合伙协议未载明托管安排',
      other: '请补充托管协议后重新提交',
    });
  });

  it('round-trips any text, separators included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTE_TYPES), noteText, noteText, noteText, (type, project, reason, other) => {
        const note = { type, project, reason, other };
        expect(parseOpinionNote(formatOpinionNote(note))).toEqual(note);
      }),
      { numRuns: 2000 },
    );
  });

  it('escapes only the separator and the escape character', () => {
    expect(formatOpinionNote({ type: 'return', project: 'A；B', reason: '原因：C', other: 'D\\' })).toBe(
      '驳回事项：A\\；B；驳回原因：原因：C；其他：D\\\\',
    );
  });

  it.each([
    ['驳回事项：X；驳回原因：Y', { type: 'return', project: 'X', reason: 'Y', other: '' }],
    ['不通过事项：X；不通过原因：Y；其他：Z', { type: 'refuse', project: 'X', reason: 'Y', other: 'Z' }],
    ['驳回事项：X；不通过原因：Y；其他：Z', null],
    ['请补充材料', null],
    ['驳回事项：X；驳回原因：Y；其他：Z；多余：W', null],
    ['驳回事项：X；驳回原因Y；其他：Z', null],
    ['', null],
  ] as const)('parses %j', (note, parsed) => {
    expect(parseOpinionNote(note)).toEqual(parsed);
  });

  it('gives the labelled rows of any note, 其他 included, exactly as typed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NOTE_TYPES), noteText, noteText, noteText, (type, project, reason, other) => {
        const rows = noteRows(formatOpinionNote({ type, project, reason, other }));
        expect(rows?.map((r) => [r.label, r.value])).toEqual([
          [NOTE_LABELS[type].project, project],
          [NOTE_LABELS[type].reason, reason],
          ['其他', other],
        ]);
      }),
      { numRuns: 1000 },
    );
    expect(noteRows('请补充材料')).toBeNull();
  });

  it('summarises a note on one line without escapes, and leaves other text alone', () => {
    const note = noteOf('return', zNoteInput.parse({ items: '合伙协议；章程', reason: '未载明\n托管安排', other: '' }));
    expect(noteSummary(note)).toBe('驳回事项：合伙协议；章程　驳回原因：未载明 托管安排');
    expect(noteSummary('请补充材料')).toBe('请补充材料');
  });

  it('names the application in a message subject, and a quoted name never changes its kind', () => {
    expect(opinionSubject('return', '地址分配', '甲基金管理有限公司')).toBe('您的申请“甲基金管理有限公司”在“地址分配”环节被驳回');
    expect(subjectType(opinionSubject('refuse', '地址分配', '驳回投资有限公司'))).toBe('refuse');
    expect(subjectType('您的申请“不通过驳回有限公司”已分配审核人员')).toBeNull();
  });

  it('builds and tells apart the subjects', () => {
    expect(opinionSubject('return', '法律合规中心初审')).toContain('驳回');
    expect(opinionSubject('refuse', '风控委员会审核')).toContain('不通过');
    expect(subjectType(opinionSubject('return', '地址分配'))).toBe('return');
    expect(subjectType(opinionSubject('refuse', '地址分配'))).toBe('refuse');
    expect(subjectType('审核通过')).toBeNull();
  });

  it('reads an opinion record from its note', () => {
    const note = noteOf('refuse', zNoteInput.parse({ items: ' 资金来源 ', reason: '无法说明' }));
    expect(note).toBe('不通过事项：资金来源；不通过原因：无法说明；其他：');
    expect(toOpinionRecord(7, '审核不通过', note)).toEqual({
      id: 7,
      subject: '审核不通过',
      project: '资金来源',
      reason: '无法说明',
      note,
    });
    expect(toOpinionRecord(8, '驳回', '自由文本')).toMatchObject({ project: '', reason: '', note: '自由文本' });
  });

  it('requires items and a reason', () => {
    const r = zNoteInput.safeParse({ items: '  ', other: 'x' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items', '请填写事项'],
      ['reason', '请填写原因'],
    ]);
  });
});
