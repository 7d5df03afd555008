import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unitsToDecimal } from '../formats/decimal.ts';
import {
  computeTotalTax,
  TAX_AMOUNT_FIELDS,
  ZAddTaxReportRequest,
  ZComputeTotalTaxRequest,
  ZSaveFinishTaxReportRequest,
  ZValidateTaxReportDateRequest,
} from './tax.schemas.ts';

const report = {
  unicodes: 'ENT-3',
  reportYear: 2025,
  reportQuarter: 4,
  valueAddedTax: '12.5',
  companyTax: 0,
  personalTax: '0.0001',
  otherTax: '1000',
};

describe('tax report schema', () => {
  it('canonicalises amounts to 4 decimals and keeps them as text', () => {
    const parsed = ZAddTaxReportRequest.parse(report);
    expect(parsed).toMatchObject({ valueAddedTax: '12.5000', companyTax: '0.0000', personalTax: '0.0001', otherTax: '1000.0000' });
  });

  it.each([
    ['-1', '请输入正确的金额，最多4位小数'],
    ['1.23456', '请输入正确的金额，最多4位小数'],
    ['01', '请输入正确的金额，最多4位小数'],
    ['abc', '请输入正确的金额，最多4位小数'],
    ['10000000000000000', '金额不能超过9999999999999999'],
  ])('refuses the amount %s', (value, message) => {
    const result = ZAddTaxReportRequest.safeParse({ ...report, companyTax: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([0, 5, 1.5, '4x'])('refuses quarter %s', (reportQuarter) => {
    const result = ZValidateTaxReportDateRequest.safeParse({ unicodes: 'ENT-3', reportYear: 2025, reportQuarter });
    expect(result.error?.issues[0]?.message).toBe('请选择1至4季度');
  });

  it.each([25, 12345, 'year'])('refuses year %s', (reportYear) => {
    const result = ZValidateTaxReportDateRequest.safeParse({ unicodes: 'ENT-3', reportYear, reportQuarter: 1 });
    expect(result.error?.issues[0]?.message).toBe('请输入4位年份');
  });

  it('reads query-string numbers', () => {
    expect(ZValidateTaxReportDateRequest.parse({ unicodes: 'ENT-3', reportYear: '2025', reportQuarter: '4' })).toEqual({
      unicodes: 'ENT-3',
      reportYear: 2025,
      reportQuarter: 4,
    });
  });

  it('requires the enterprise code with the spec message', () => {
    const result = ZValidateTaxReportDateRequest.safeParse({ unicodes: ' ', reportYear: 2025, reportQuarter: 1 });
    expect(result.error?.issues[0]?.message).toBe('缺少企业唯一编码，无法填报经营情况');
  });

  it('the finish flag is 0 or 1', () => {
    expect(ZSaveFinishTaxReportRequest.parse({ unicodes: 'ENT-3', finishTaxReport: '1' }).finishTaxReport).toBe(1);
    expect(ZSaveFinishTaxReportRequest.safeParse({ unicodes: 'ENT-3', finishTaxReport: 2 }).success).toBe(false);
  });
});

describe('computeTotalTax', () => {
  it('treats empty boxes as zero while typing', () => {
    const parsed = ZComputeTotalTaxRequest.parse({ valueAddedTax: '1.1', companyTax: '' });
    expect(computeTotalTax(parsed)).toBe('1.1000');
  });

  it('is exact at 0.0001 on large values', () => {
    expect(
      computeTotalTax({ valueAddedTax: '9999999999999.9999', companyTax: '0.0001', personalTax: '0', otherTax: '0' }),
    ).toBe('10000000000000.0000');
    // The float sum of these is 0.30000000000000004.
    expect(computeTotalTax({ valueAddedTax: '0.1', companyTax: '0.2', personalTax: '0', otherTax: '0' })).toBe('0.3000');
  });

  it('equals the exact decimal sum of any four amounts (property)', () => {
    const units = fc.bigInt({ min: 0n, max: 99_999_999_999_999_990_000n });
    fc.assert(
      fc.property(fc.tuple(units, units, units, units), (parts) => {
        const amounts = Object.fromEntries(TAX_AMOUNT_FIELDS.map((f, i) => [f, unitsToDecimal(parts[i] ?? 0n)]));
        const parsed = ZComputeTotalTaxRequest.parse(amounts);
        const expected = parts.reduce((a, b) => a + b, 0n);
        expect(computeTotalTax(parsed)).toBe(unitsToDecimal(expected));
        // The printed total reads back to the same number of 10^-4 units: nothing was rounded away.
        expect(BigInt(computeTotalTax(parsed).replace('.', ''))).toBe(expected);
      }),
    );
  });
});
