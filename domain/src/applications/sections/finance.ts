import type { ApplyTypeParts } from '../types.ts';
import { field, t, type FieldDef, type SectionDef } from '../form-model.ts';
import { duplicates, listOf } from '../rule-helpers.ts';

/** New enterprises give a five-year plan (years 1-3 required); relocating ones last fiscal year's actuals. */
const planFields: FieldDef[] = [
  field(
    'plan',
    '五年经营计划',
    t.list(
      [
        field('year', '年度（第N年）', t.int(1, 5)),
        field('offeringSize', '发行/募集规模（万元）', t.amount()),
        field('investmentScale', '投资规模（万元）', t.amount()),
        field('annualIncome', '营业收入（万元）', t.amount()),
        field('estimatedTax', '预计纳税（万元）', t.amount()),
      ],
      3,
      5,
    ),
  ),
];

const actualFields: FieldDef[] = [
  field('fiscalYear', '会计年度', t.int(1990, 2100)),
  field('revenue', '营业收入（万元）', t.amount()),
  field('netProfit', '净利润（万元）', t.amount(true)),
  field('totalAssets', '资产总额（万元）', t.amount()),
  field('netAssets', '净资产（万元）', t.amount(true)),
  field('taxPaid', '纳税总额（万元）', t.amount()),
];

export const financeSection = ({ relocate }: ApplyTypeParts): SectionDef => ({
  key: 'finance',
  title: relocate ? '上年度财务情况' : '经营计划',
  kind: 'single',
  fields: [...(relocate ? actualFields : planFields), field('bankName', '开户银行', t.text(100), 'O'), field('bankAccount', '银行账号', t.pattern(/^\d{8,30}$/, '请输入8至30位数字的银行账号'), 'O')],
  rules: relocate
    ? []
    : [{ id: 'finance.uniqueYears', level: 'E', check: (d) => duplicates(listOf(d, 'plan'), 'year', '年度重复', ['plan']) }],
});
