import { describe, expect, it } from 'vitest';
import { formatAmount } from '../formats/amount.ts';
import { exampleFor } from './examples.ts';
import { formOf } from './forms.ts';
import { printDocumentOf, type PrintBlock } from './print-document.ts';

const data = exampleFor('manager_company');
const printed = printDocumentOf({
  type: 'manager_company',
  name: '杭州甲私募基金管理有限公司',
  unicodes: 'ENT-7',
  version: 2,
  submittedAt: '2026-03-02T01:00:00.000Z',
  printedAt: Date.UTC(2026, 2, 3, 17, 0),
  sections: data,
  files: [
    { section: 'base', key: 'businessPlan', name: '计划书.pdf', size: 2048 },
    { section: 'stage', key: 'licenseScan', name: '营业执照.pdf', size: 1024 },
  ],
});

const linesAfter = (blocks: readonly PrintBlock[], title: string) => {
  const at = blocks.findIndex((b) => b.kind !== 'lines' && b.title === title);
  const next = blocks[at + 1];
  return next?.kind === 'lines' ? next.lines : [];
};

describe('the printed application', () => {
  it('heads the document with the park, the type, the version and the date printed in China time', () => {
    expect(printed.header).toBe('基金小镇机构入驻申请系统');
    expect(printed.title).toBe('新设立公司型基金管理人入驻申请表');
    expect(printed.meta).toEqual([
      { label: '企业名称', value: '杭州甲私募基金管理有限公司' },
      { label: '企业唯一编码', value: 'ENT-7' },
      { label: '版本', value: '第2版' },
      { label: '提交时间', value: '2026-03-02 09:00:00' },
      { label: '打印日期', value: '2026-03-04' },
    ]);
  });

  it("prints every section of the form in order with the form's labels and the read-only views' values", () => {
    const sections = printed.blocks.filter((b) => b.kind === 'section').map((b) => b.kind === 'section' && b.title);
    expect(sections).toEqual([...formOf('manager_company').sections.map((s) => s.title), '审核环节材料']);
    const base = linesAfter(printed.blocks, formOf('manager_company').sections[0]!.title);
    expect(base).toContainEqual({ label: '注册资本（万元）', value: formatAmount(String(data.base?.registeredCapital)) });
  });

  it('numbers the rows of a list section and lists each section its files', () => {
    const capital = formOf('manager_company').sections.find((s) => s.key === 'capital')!;
    expect(printed.blocks.some((b) => b.kind === 'heading' && b.title === `${capital.title} 第1条`)).toBe(true);
    expect(linesAfter(printed.blocks, '本部分附件')).toEqual([{ label: '商业计划书', value: '计划书.pdf（2.0\u00a0KB）' }]);
    expect(linesAfter(printed.blocks, '审核环节材料')).toEqual([{ label: '营业执照扫描件', value: '营业执照.pdf（1.0\u00a0KB）' }]);
  });

  it('calls version 0 the current content', () => {
    const draft = printDocumentOf({ type: 'manager_company', name: '', unicodes: 'ENT-7', version: 0, submittedAt: null, printedAt: 0, sections: {}, files: [] });
    expect(draft.meta.slice(0, 4).map((l) => l.value)).toEqual(['—', 'ENT-7', '当前内容（未提交）', '—']);
  });
});
