import { describe, expect, it } from 'vitest';
import { exampleFor } from './examples.ts';
import { formOf } from './forms.ts';
import { parseSection } from './section-schema.ts';
import { APPLY_TYPES } from './types.ts';
import { contextOf, validateSection } from './validate.ts';

describe('field messages', () => {
  it.each(['abc', '1.5', '12a'])('an integer field given %j says so in Chinese', (value) => {
    const result = validateSection('manager_company', 'base', { employees: value }, 'draft');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['base.employees']).toBe('员工人数应为整数');
  });

  it('accepts an integer written as text', () => {
    const result = validateSection('manager_company', 'base', { employees: '12' }, 'draft');
    expect(result.ok).toBe(true);
  });
});

describe('section schemas built once and reused', () => {
  const base = { ...exampleFor('manager_company_relocate').base, establishDate: '2020-05-01' };

  it('checks each parse against its own context, not the one of the parse before', () => {
    // The same section in the same mode, one schema: the rule reads the date each call gives.
    const before = validateSection('manager_company_relocate', 'base', base, 'submit', { today: '2000-01-01' });
    const after = validateSection('manager_company_relocate', 'base', base, 'submit', { today: '2999-12-31' });
    const beforeAgain = validateSection('manager_company_relocate', 'base', base, 'submit', { today: '2000-01-01' });
    expect(before.ok ? null : before.errors['base.establishDate']).toBe('成立日期不能晚于今天');
    expect(after.ok).toBe(true);
    expect(beforeAgain).toEqual(before);
  });

  it('gives what a schema built for one call gave, for every section of every type', () => {
    for (const type of APPLY_TYPES) {
      const example = exampleFor(type);
      for (const section of formOf(type).sections) {
        const ctx = contextOf(type, { today: '2026-01-01' });
        for (const mode of ['draft', 'submit'] as const) {
          const first = parseSection(section, mode, ctx, example[section.key]);
          const second = parseSection(section, mode, ctx, example[section.key]);
          expect(second).toEqual(first);
        }
      }
    }
  });
});
