import { describe, expect, it } from 'vitest';
import { diffSection, diffVersions, type SectionDiff } from './version-diff.ts';

const holder = (idNo: string, name: string, subscribed: string) => ({ name, idNo, isCompany: 1, subscribed });
const officer = (id: number, names: string, job: string | number) => ({ id, names, job, isCompany: 1 });

describe('diffSection', () => {
  it.each<[string, unknown, unknown, string | null, Partial<SectionDiff>]>([
    ['unchanged fields', { name: 'A', employees: 6 }, { name: 'A', employees: 6 }, null, { fields: [], lists: [], size: 0 }],
    [
      'a changed, an added and a removed field',
      { name: 'A', employees: 6, website: 'http://a' },
      { name: 'B', employees: 6, profile: 'p' },
      null,
      {
        fields: [
          { path: 'name', before: 'A', after: 'B' },
          { path: 'website', before: 'http://a', after: undefined },
          { path: 'profile', before: undefined, after: 'p' },
        ],
        size: 3,
      },
    ],
    [
      'nested objects by path',
      { integrity: { criminal: false, litigation: false } },
      { integrity: { criminal: false, litigation: true } },
      null,
      { fields: [{ path: 'integrity.litigation', before: false, after: true }], size: 1 },
    ],
    [
      'lists of plain values as values',
      { tags: ['a', 'b'] },
      { tags: ['a', 'c'] },
      null,
      { fields: [{ path: 'tags', before: ['a', 'b'], after: ['a', 'c'] }], size: 1 },
    ],
    ['a section that appears', undefined, { name: 'A' }, null, { fields: [{ path: 'name', before: undefined, after: 'A' }], size: 1 }],
    ['null and absent alike', null, undefined, null, { fields: [], lists: [], size: 0 }],
  ])('%s', (_, before, after, rowKey, want) => {
    expect(diffSection('base', before, after, rowKey)).toMatchObject(want);
  });

  it('matches capital rows by idNo, whatever their order', () => {
    const before = [holder('110', '张三', '600'), holder('220', '控股', '300'), holder('330', '李四', '100')];
    const after = [holder('330', '李四', '150'), holder('110', '张三', '600'), holder('440', '王五', '250')];
    const d = diffSection('capital', before, after, 'idNo');
    expect(d.fields).toEqual([]);
    expect(d.lists).toEqual([
      {
        path: '',
        keyedBy: 'idNo',
        added: [after[2]],
        removed: [before[1]],
        changed: [
          { key: '330', before: before[2], after: after[0], fields: [{ path: 'subscribed', before: '100', after: '150' }] },
        ],
      },
    ]);
    expect(d.size).toBe(3);
  });

  it('falls back to position when keys are missing or repeated', () => {
    const before = [{ name: 'x' }, { name: 'y' }];
    const after = [{ name: 'x' }, { name: 'z' }, { name: 'w' }];
    const d = diffSection('contacts', before, after, null);
    expect(d.lists[0]).toMatchObject({ keyedBy: null, added: [{ name: 'w' }], removed: [] });
    expect(d.lists[0]?.changed).toEqual([
      { key: 1, before: before[1], after: after[1], fields: [{ path: 'name', before: 'y', after: 'z' }] },
    ]);
    const twice = diffSection('capital', [holder('1', 'a', '1'), holder('1', 'b', '1')], [holder('1', 'a', '1')], 'idNo');
    expect(twice.lists[0]).toMatchObject({ keyedBy: null, removed: [holder('1', 'b', '1')] });
  });

  it('diffs the officer register by entry id, single slots included', () => {
    const before = {
      directorate: [officer(1, '张三', 1), officer(2, '李四', 'director'), officer(3, '王五', 'director')],
      aufsichtsrat: [officer(4, '赵六', 'supervisor')],
      manager: officer(2, '李四', 3),
      legal: officer(1, '张三', 1),
    };
    const after = {
      directorate: [officer(1, '张三', 1), officer(3, '王五', 'viceChair')],
      aufsichtsrat: [officer(4, '赵六', 'supervisor')],
      manager: officer(5, '钱七', 3),
      legal: officer(1, '张三', 1),
      risk: officer(6, '孙八', 'risk'),
    };
    const d = diffSection('executives', before, after, 'id');
    expect(d.fields).toEqual([]);
    expect(d.lists).toEqual([
      {
        path: 'directorate',
        keyedBy: 'id',
        added: [],
        removed: [before.directorate[1]],
        changed: [
          {
            key: 3,
            before: before.directorate[2],
            after: after.directorate[1],
            fields: [{ path: 'job', before: 'director', after: 'viceChair' }],
          },
        ],
      },
      { path: 'manager', keyedBy: 'id', added: [after.manager], removed: [before.manager], changed: [] },
      { path: 'risk', keyedBy: 'id', added: [after.risk], removed: [], changed: [] },
    ]);
    expect(d.size).toBe(5);
  });

  it('diffs lists inside an object section by position', () => {
    const before = { fiscalYear: 2025, plan: [{ year: 1, offeringSize: '20000' }, { year: 2, offeringSize: '50000' }] };
    const after = { fiscalYear: 2025, plan: [{ year: 1, offeringSize: '25000' }] };
    const d = diffSection('finance', before, after);
    expect(d.lists).toEqual([
      {
        path: 'plan',
        keyedBy: null,
        added: [],
        removed: [before.plan[1]],
        changed: [
          { key: 0, before: before.plan[0], after: after.plan[0], fields: [{ path: 'offeringSize', before: '20000', after: '25000' }] },
        ],
      },
    ]);
    expect(d.size).toBe(2);
  });

  it('compares lists nested inside a row as values', () => {
    const a = [{ id: 1, names: '张三', workHistory: [{ employer: 'A' }] }];
    const b = [{ id: 1, names: '张三', workHistory: [{ employer: 'B' }] }];
    expect(diffSection('executives', { directorate: a }, { directorate: b }, 'id').lists[0]?.changed[0]?.fields).toEqual([
      { path: 'workHistory', before: [{ employer: 'A' }], after: [{ employer: 'B' }] },
    ]);
  });
});

describe('diffVersions', () => {
  it('diffs every section with the default row keys and sums the change sizes', () => {
    const v1 = {
      base: { name: '杭州示例私募基金管理有限公司', registeredCapital: '1000.0000' },
      capital: [holder('110', '张三', '600'), holder('220', '控股', '400')],
      executives: { directorate: [officer(1, '张三', 1)], legal: officer(1, '张三', 1) },
      contacts: [{ name: '王五', primary: true }],
    };
    const v2 = {
      base: { name: '杭州示例私募基金管理有限公司', registeredCapital: '1200.0000' },
      capital: [holder('220', '控股', '400'), holder('110', '张三', '800')],
      executives: { directorate: [officer(1, '张三', 1)], legal: officer(1, '张三', 1) },
      contacts: [{ name: '王五', primary: true }],
      relocation: { reason: '集中管理' },
    };
    const d = diffVersions(v1, v2);
    expect(d.sizes).toEqual({ base: 1, capital: 1, executives: 0, contacts: 0, relocation: 1 });
    expect(d.total).toBe(3);
    expect(d.sections.map((s) => s.section)).toEqual(['base', 'capital', 'executives', 'contacts', 'relocation']);
    expect(d.sections[1]?.lists[0]?.changed[0]?.key).toBe('110');
  });

  it('finds nothing between a version and itself', () => {
    const v = { base: { name: 'A' }, capital: [holder('1', 'a', '1')] };
    expect(diffVersions(v, JSON.parse(JSON.stringify(v)) as typeof v).total).toBe(0);
  });

  it('takes other row keys when told', () => {
    const v1 = { contacts: [{ mobile: '13800000003', name: '王五' }, { mobile: '13800000004', name: '吴十' }] };
    const v2 = { contacts: [{ mobile: '13800000004', name: '吴十' }] };
    expect(diffVersions(v1, v2, { contacts: 'mobile' }).sections[0]?.lists[0]).toMatchObject({
      keyedBy: 'mobile',
      removed: [{ name: '王五' }],
      changed: [],
    });
  });
});
