import { describe, expect, it } from 'vitest';
import { exampleFor } from '../applications/examples.ts';
import { zNoteActionInput } from './action-inputs.ts';
import {
  correctionChanged,
  correctionLabel,
  correctionTree,
  correctionValue,
  openCorrections,
  attachmentOpen,
  sectionAccess,
  zCorrectionItems,
  type CorrectionSource,
} from './corrections.ts';

const data = exampleFor('manager_company');
const file = (key: string, sha256: string, name = `${key}.pdf`) => ({ key, name, size: 10, sha256 });
const source = (sections = data, files = [file('commitmentLetter', 'a')]): CorrectionSource => ({ sections, files });

describe('correction items (schema)', () => {
  it('defaults to none, so a free-text return still parses', () => {
    const parsed = zNoteActionInput.parse({ stage: 'gov_review', items: '企业名称', reason: '近似' });
    expect(parsed.corrections).toEqual([]);
  });

  it('trims targets and remarks, and refuses empty, duplicate, too long and too many items in Chinese', () => {
    expect(zCorrectionItems.parse([{ target: ' base.name ', remark: ' 改 ' }])).toEqual([{ target: 'base.name', remark: '改' }]);
    const message = (input: unknown) => zCorrectionItems.safeParse(input).error?.issues[0]?.message;
    expect(message([{ target: ' ' }])).toBe('请选择退回事项');
    expect(message([{ target: 'base.name' }, { target: 'base.name' }])).toBe('同一事项不能重复选择');
    expect(message([{ target: 'base.name', remark: 'x'.repeat(501) }])).toBe('事项说明不能超过500个字');
    expect(message(Array.from({ length: 51 }, (_, i) => ({ target: `capital.rows.${i}` })))).toBe('退回事项不能超过50项');
  });
});

describe('targets on the form', () => {
  it.each([
    ['base', '企业基本信息'],
    ['base.name', '企业基本信息 / 企业名称（拟设立名称）'],
    ['attachments.commitmentLetter', '附件 / 承诺书'],
  ])('names %s as %s', (target, label) => {
    expect(correctionLabel('manager_company', target, source())).toBe(label);
  });

  it('names a row by its position and name, and only rows the version has', () => {
    const first = (data.capital?.rows as { name: string }[])[0]!;
    expect(correctionLabel('manager_company', 'capital.rows.0', source())).toBe(`股东及出资 / 第1行（${first.name}）`);
    expect(correctionLabel('manager_company', 'capital.rows.99', source())).toBeNull();
  });

  it.each(['base.nope', 'base.name.x', 'capital.name', 'capital.rows.x', 'product', 'attachments.ownFundsPledge', 'attachments', ''])(
    'knows no %s on a company manager application',
    (target) => {
      expect(correctionLabel('manager_company', target, source())).toBeNull();
    },
  );

  it('reads values and tells a change; files change only when their contents do', () => {
    const renamed = source({ ...data, base: { ...data.base, name: '新名称' } });
    expect(correctionValue('manager_company', 'base.name', renamed)).toBe('新名称');
    expect(correctionChanged('manager_company', 'base.name', source(), renamed)).toBe(true);
    expect(correctionChanged('manager_company', 'base.registeredCapital', source(), renamed)).toBe(false);
    const letter = 'attachments.commitmentLetter';
    expect(correctionValue('manager_company', letter, source())).toEqual([{ name: 'commitmentLetter.pdf', size: 10, sha256: 'a' }]);
    expect(correctionChanged('manager_company', letter, source(), source(data, [file('commitmentLetter', 'a', '改名.pdf')]))).toBe(false);
    expect(correctionChanged('manager_company', letter, source(), source(data, [file('commitmentLetter', 'b')]))).toBe(true);
    expect(correctionChanged('manager_company', letter, source(), source(data, []))).toBe(true);
  });

  it('leaves open only the items neither changed nor answered', () => {
    const items = [
      { id: 1, changed: true, reply: null },
      { id: 2, changed: false, reply: '已说明' },
      { id: 3, changed: false, reply: '  ' },
      { id: 4, changed: false, reply: null },
    ];
    expect(openCorrections(items).map((i) => i.id)).toEqual([3, 4]);
  });
});

describe('what a returned application leaves open', () => {
  const targets = ['base.name', 'capital.rows.0', 'attachments.topmanIdProof'];

  it('opens named fields only, whole sections for rows and sections, nothing else', () => {
    expect(sectionAccess(targets, false, 'base')).toEqual({ kind: 'fields', fields: new Set(['name']) });
    expect(sectionAccess(targets, false, 'capital')).toEqual({ kind: 'open' });
    expect(sectionAccess([...targets, 'base'], false, 'base')).toEqual({ kind: 'open' });
    expect(sectionAccess(targets, false, 'contacts')).toEqual({ kind: 'locked' });
    expect(sectionAccess(targets, false, 'topman')).toEqual({ kind: 'locked' });
  });

  it('opens a named file and the files of a section with an item', () => {
    expect(attachmentOpen(targets, false, 'topmanIdProof')).toBe(true);
    expect(attachmentOpen(targets, false, 'holderIdProof')).toBe(true);
    expect(attachmentOpen(targets, false, 'commitmentLetter')).toBe(true);
    expect(attachmentOpen(['capital.rows.0'], false, 'commitmentLetter')).toBe(false);
  });

  it('opens everything without items or after the applicant asked to change more', () => {
    expect(sectionAccess(targets, true, 'contacts')).toEqual({ kind: 'open' });
    expect(sectionAccess([], false, 'contacts')).toEqual({ kind: 'open' });
    expect(attachmentOpen(targets, true, 'ownershipChart')).toBe(true);
  });
});

describe('the item picker', () => {
  it('offers every section with its fields or rows, then the type’s attachment keys', () => {
    const tree = correctionTree('manager_company', data);
    expect(tree.map((n) => n.value)).toEqual(['base', 'capital', 'topman', 'executives', 'contacts', 'finance', 'fundManaged', 'attachments']);
    expect(tree[0]?.children?.map((c) => c.value)).toContain('base.name');
    expect(tree[1]?.children?.map((c) => c.value)).toEqual((data.capital?.rows as unknown[]).map((_, i) => `capital.rows.${i}`));
    const files = tree.at(-1)?.children?.map((c) => c.value) ?? [];
    expect(files).toContain('attachments.commitmentLetter');
    expect(files).not.toContain('attachments.ownFundsPledge');
    for (const node of tree.flatMap((n) => [n, ...(n.children ?? [])]).filter((n) => n.value !== 'attachments')) {
      expect(correctionLabel('manager_company', node.value, source())).not.toBeNull();
    }
  });
});
