import { describe, expect, it } from 'vitest';
import { validateSection } from './validate.ts';

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
