import { describe, expect, it } from 'vitest';
import { field, t } from './form-model.ts';
import { formatValue } from './field-text.ts';

describe('compared values (spec section 9)', () => {
  it('prints amounts with thousand separators and 4 decimals, percentages with 2', () => {
    expect(formatValue(field('registeredCapital', '注册资本（万元）', t.amount()), '1000')).toBe('1,000.0000');
    expect(formatValue(field('holdingRatio', '持股比例（%）', t.percent()), '60.0000')).toBe('60.00%');
    expect(formatValue(field('holdingRatio', '持股比例（%）', t.percent()), '')).toBe('—');
  });
});
