import { describe, expect, it } from 'vitest';
import {
  REMOVE_REASONS,
  addEntry,
  companiesOf,
  emptyRegister,
  entriesOf,
  jobCollection,
  personsOf,
  removeEntry,
  type Register,
  type RegisterEntry,
} from './register.ts';
import { REGISTER_SECTIONS, type RegisterSection } from './sections.ts';
import { registerFromForm } from './from-form.ts';
import { ZRegisterRemoveRequest, ZRegisterSaveRequest } from './register.schemas.ts';
import { DEMO_A, DEMO_C } from '../applications/examples.ts';

const zhang: RegisterEntry = { id: 1, names: '张三', job: '1', isCompany: 1 };
const li: RegisterEntry = { id: 2, names: '李四', job: 'director', isCompany: 1 };
const holding: RegisterEntry = { id: 6, names: '杭州示例控股有限公司', job: 'promoter', isCompany: 2 };

const build = (...adds: [RegisterSection, RegisterEntry][]): Register =>
  adds.reduce((r, [section, entry]) => addEntry(r, section, entry), emptyRegister());

describe('officer register', () => {
  it.each(['manager', 'legal', 'risk', 'topman'] as const)('%s holds one entry: adding replaces', (section) => {
    const r = build([section, zhang], [section, li]);
    expect(entriesOf(r, section)).toEqual([li]);
  });

  it.each(['directorate', 'aufsichtsrat', 'promoter'] as const)('%s is a list; the same id is updated, not repeated', (section) => {
    const r = build([section, zhang], [section, li], [section, { ...zhang, job: '2' }]);
    expect(entriesOf(r, section)).toEqual([{ ...zhang, job: '2' }, li]);
  });

  it('never changes the register it is given', () => {
    const before = build(['directorate', zhang]);
    const snapshot = JSON.stringify(before);
    addEntry(before, 'directorate', li);
    removeEntry(before, 'directorate', { id: 1, names: '张三' });
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  const full = build(['directorate', zhang], ['directorate', li], ['legal', zhang], ['promoter', holding], ['promoter', zhang]);

  it.each([
    ['directorate', { id: 2, names: '李四' }, true, null],
    ['promoter', { id: 6, names: '杭州示例控股有限公司' }, true, null],
    ['aufsichtsrat', { id: 9, names: '赵六' }, false, REMOVE_REASONS.notFound],
    ['directorate', { id: 2, names: '王五' }, false, REMOVE_REASONS.notFound],
    ['directorate', { id: 2 }, false, REMOVE_REASONS.incomplete],
    ['directorate', { names: '李四' }, false, REMOVE_REASONS.incomplete],
    ['directorate', { id: 0, names: '李四' }, false, REMOVE_REASONS.incomplete],
    ['legal', { id: 1, names: '张三' }, false, REMOVE_REASONS.notDeletable],
    ['manager', { id: 1, names: '张三' }, false, REMOVE_REASONS.notDeletable],
    ['topman', { id: 1, names: '张三' }, false, REMOVE_REASONS.notDeletable],
  ] as const)('remove from %s %o -> %s', (section, target: { id?: number; names?: string }, ok, reason) => {
    const result = removeEntry(full, section, target);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(entriesOf(result.register, section).some((e) => e.id === target.id)).toBe(false);
    else {
      expect(result.reason).toBe(reason);
      expect(result.register).toBe(full);
    }
  });

  it('derives persons and companies, each once', () => {
    expect(personsOf(full)).toEqual([zhang, li]);
    expect(companiesOf(full)).toEqual([holding]);
    expect(personsOf(emptyRegister())).toEqual([]);
  });

  it('collects the jobs of each entity, further jobs as additional roles', () => {
    expect(jobCollection(full)).toEqual([
      {
        id: 1,
        names: '张三',
        isCompany: 1,
        role: { section: 'directorate', job: '1' },
        additionalRoles: [
          { section: 'legal', job: '1' },
          { section: 'promoter', job: '1' },
        ],
      },
      { id: 2, names: '李四', isCompany: 1, role: { section: 'directorate', job: 'director' }, additionalRoles: [] },
      { id: 6, names: '杭州示例控股有限公司', isCompany: 2, role: { section: 'promoter', job: 'promoter' }, additionalRoles: [] },
    ]);
  });
});

describe('register from the form', () => {
  it('reads enterprise A', () => {
    const r = registerFromForm(DEMO_A.data.executives, DEMO_A.data.topman);
    expect(r.directorate.map((e) => e.names)).toEqual(['张三', '李四', '王五']);
    expect(r.aufsichtsrat.map((e) => e.names)).toEqual(['赵六']);
    expect(r.manager?.names).toBe('李四');
    expect(r.legal).toEqual({ id: 1, names: '张三', job: '1', isCompany: 1 });
    expect(r.risk?.names).toBe('钱七');
    expect(r.promoter.map((e) => [e.names, e.isCompany])).toEqual([['张三', 1], ['李四', 1], ['杭州示例控股有限公司', 2]]);
    expect(r.topman).toEqual({ id: 1, names: '张三', job: 'controller', isCompany: 1 });
    expect(personsOf(r)).toHaveLength(5);
  });

  it('gives an outside controller the next id', () => {
    const r = registerFromForm(DEMO_C.data.executives, DEMO_C.data.topman);
    expect(r.topman?.id).toBe(1);
    const other = registerFromForm(DEMO_C.data.executives, { names: '周九', isCompany: '1' });
    expect(other.topman?.id).toBe(4);
    expect(REGISTER_SECTIONS.every((s) => Array.isArray(entriesOf(other, s)))).toBe(true);
  });
});

describe('register payloads', () => {
  it.each([
    [{ unicodes: 'ENT-1', section: 'legal', entry: { id: '3', names: ' 张三 ', job: 1, isCompany: '1' } }, true],
    [{ unicodes: 'ENT-1', section: 'chairman', entry: zhang }, false],
    [{ unicodes: '1', section: 'legal', entry: zhang }, false],
    [{ unicodes: 'ENT-1', section: 'legal', entry: { ...zhang, isCompany: 3 } }, false],
    [{ unicodes: 'ENT-1', section: 'legal', entry: { ...zhang, job: 'boss' } }, false],
    [{ unicodes: 'ENT-1', section: 'legal', entry: { ...zhang, id: -1 } }, false],
  ])('save %j -> %s', (payload, ok) => expect(ZRegisterSaveRequest.safeParse(payload).success).toBe(ok));

  it('normalises a save payload', () => {
    const parsed = ZRegisterSaveRequest.parse({ unicodes: 'ENT-1', section: 'legal', entry: { id: '3', names: ' 张三 ', job: 1, isCompany: '1' } });
    expect(parsed.entry).toEqual({ id: 3, names: '张三', job: '1', isCompany: 1 });
  });

  it.each([
    [{ unicodes: 'ENT-1', section: 'directorate', entry: { id: 1, names: '张三' } }, null],
    [{ unicodes: 'ENT-1', section: 'legal', entry: { id: 1, names: '张三' } }, REMOVE_REASONS.notDeletable],
    [{ unicodes: 'ENT-1', section: 'promoter', entry: { id: 1, names: '' } }, '请填写姓名或名称'],
    [{ unicodes: 'ENT-1', section: 'promoter', entry: { names: '张三' } }, '人员编号应为正整数'],
  ])('remove %j', (payload, message) => {
    const result = ZRegisterRemoveRequest.safeParse(payload);
    expect(result.success).toBe(message === null);
    if (message !== null) expect(result.error?.issues[0]?.message).toBe(message);
  });
});
