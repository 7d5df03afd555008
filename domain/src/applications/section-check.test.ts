import { describe, expect, it } from 'vitest';
import { DEMO_A, DEMO_B } from './examples.ts';
import { problemsBySection, validateApplication } from './validate.ts';
import { edit, withValue, without } from './test-support.ts';

const TODAY = '2026-11-22';
const A = DEMO_A.data;
const problems = (data: Parameters<typeof problemsBySection>[1], type: Parameters<typeof problemsBySection>[0] = 'manager_company') =>
  problemsBySection(type, data, { today: TODAY });

describe('per-section check', () => {
  it('finds nothing in a complete application', () => {
    expect(problems(A)).toEqual({});
    expect(problems(DEMO_B.data, 'product_partner')).toEqual({});
  });

  it.each([
    ['the name ends in 有限公司', withValue(A, 'base.name', '杭州示例私募基金管理'), 'base', 'base.name', '有限公司'],
    ['paid in ≤ subscribed', withValue(A, 'capital.rows.0.paidIn', '700'), 'capital', 'capital.rows.0.paidIn', '不能大于认缴'],
    ['exactly one primary contact', withValue(A, 'contacts.rows.0.primary', false), 'contacts', 'contacts.rows', '主要联系人'],
    ['a required field', without(A, 'base.officeAddress'), 'base', 'base.officeAddress', '请填写'],
    ['a due date more than 5 years out', withValue(A, 'capital.rows.1.dueDate', '2031-11-23'), 'capital', 'capital.rows.1.dueDate', '5年内缴足'],
  ] as const)('puts a broken rule on its section: %s', (_rule, data, section, path, message) => {
    const found = problems(data);
    expect(Object.keys(found)).toContain(section);
    expect(found[section]?.[path]).toContain(message);
  });

  it('counts an empty section as not complete', () => {
    const found = problems(without(A, 'contacts'));
    expect(Object.keys(found)).toEqual(['contacts']);
    expect(found.contacts?.['contacts.rows']).toContain('请至少填写');
  });

  it('puts a cross-section finding on the section its path names', () => {
    const found = problems(withValue(A, 'base.registeredCapital', '1200'));
    expect(found.base?.['base.registeredCapital']).toContain('认缴出资额之和');
  });

  it('is the submission check, split by section', () => {
    const data = edit(A, (d) => {
      d.base!.name = '杭州示例';
      (d.capital!.rows as Record<string, unknown>[])[0]!.paidIn = '700';
      delete d.contacts;
    });
    const checked = validateApplication('manager_company', data, { today: TODAY });
    const merged = Object.assign({}, ...Object.values(problems(data))) as Record<string, string>;
    expect(checked.ok ? {} : checked.errors).toEqual(merged);
  });
});
