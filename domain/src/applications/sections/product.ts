import type { ApplyTypeParts } from '../types.ts';
import { AMAC_FUND_CODE, AMAC_MANAGER_NO, field, t, when, type SectionDef } from '../form-model.ts';
import { MANAGEMENT_TYPES, PRODUCT_FUND_TYPES } from '../options.ts';
import { finding } from '../rule-helpers.ts';
import { AMAC_FUND_MESSAGE, AMAC_MANAGER_MESSAGE } from './fund-managed.ts';

/** Product types only. The organisation form follows the entity (company or partnership), so it is not asked. */
export const productSection = ({ relocate }: ApplyTypeParts): SectionDef => ({
  key: 'product',
  title: '基金产品信息',
  kind: 'single',
  fields: [
    field('shortName', '基金简称', t.text(30), 'O'),
    field('fundType', '基金类型', t.enumOf(PRODUCT_FUND_TYPES)),
    field('managementType', '管理类型', t.enumOf(MANAGEMENT_TYPES)),
    field('managerName', '基金管理人名称', t.text(100)),
    field('managerCreditCode', '基金管理人统一社会信用代码', t.creditCode()),
    field('managerAmacNo', '管理人登记编码', t.pattern(AMAC_MANAGER_NO, AMAC_MANAGER_MESSAGE)),
    field('custodied', '是否托管', t.bool()),
    field('custodianName', '托管人名称', t.text(100), when('托管时必填', (r) => r.custodied === true)),
    field('targetSize', '目标规模（万元）', t.amount()),
    field('termYears', '存续期（年）', t.int(1, 99)),
    field('investPeriodYears', '投资期（年）', t.int(1, 99), 'O'),
    field('investFocus', '主要投资方向', t.textarea(1000)),
    // Required when a limited partner is itself a vehicle: a cross-section rule, since that needs the capital rows.
    field('lookThroughCount', '穿透后投资者人数', t.int(1, 100_000), 'O'),
    ...(relocate
      ? [
          field('fundCode', '基金编号', t.pattern(AMAC_FUND_CODE, AMAC_FUND_MESSAGE)),
          field('filingDate', '备案日期', t.date()),
          field('foundedDate', '成立日期', t.date()),
        ]
      : []),
  ],
  rules: [
    {
      id: 'product.investPeriodWithinTerm',
      level: 'E',
      check: (d) =>
        typeof d.investPeriodYears === 'number' && typeof d.termYears === 'number' && d.investPeriodYears > d.termYears
          ? [finding(['investPeriodYears'], '投资期不能长于存续期')]
          : [],
    },
    {
      id: 'product.lookThroughLimit',
      level: 'W',
      check: (d) =>
        typeof d.lookThroughCount === 'number' && d.lookThroughCount > 50
          ? [finding(['lookThroughCount'], '穿透后投资者人数一般不超过50人')]
          : [],
    },
  ],
});
