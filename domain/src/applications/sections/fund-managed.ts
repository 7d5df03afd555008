import type { ApplyTypeParts } from '../types.ts';
import { AMAC_FUND_CODE, AMAC_MANAGER_NO, field, t, type SectionDef } from '../form-model.ts';
import { FUND_BUSINESS_TYPES, FUND_STATUSES, ORG_FORMS } from '../options.ts';
import { eachRow, listOf, units } from '../rule-helpers.ts';

export const AMAC_MANAGER_MESSAGE = '管理人登记编码应为P加7位数字';
export const AMAC_FUND_MESSAGE = '基金编号应为S加5位字母或数字';

/** Manager types only: funds it plans to launch (new) or its AMAC registration and funds (relocated). */
export const fundManagedSection = ({ relocate }: ApplyTypeParts): SectionDef => ({
  key: 'fundManaged',
  title: relocate ? '管理人登记及在管基金' : '拟管理基金',
  kind: 'single',
  fields: relocate
    ? [
        field('amacManagerNo', '管理人登记编码', t.pattern(AMAC_MANAGER_NO, AMAC_MANAGER_MESSAGE)),
        field('amacRegDate', '登记日期', t.date()),
        field(
          'managedFunds',
          '在管基金',
          t.list(
            [
              field('fundName', '基金名称', t.text(100)),
              field('fundCode', '基金编号', t.pattern(AMAC_FUND_CODE, AMAC_FUND_MESSAGE)),
              field('filingDate', '备案日期', t.date()),
              field('fundType', '基金类型', t.enumOf(FUND_BUSINESS_TYPES)),
              field('custodianName', '托管人名称', t.text(100), 'O'),
              field('size', '基金规模（万元）', t.amount()),
              field('status', '运作状态', t.enumOf(FUND_STATUSES)),
            ],
            0,
            200,
          ),
          'O',
        ),
      ]
    : [
        field(
          'plannedFunds',
          '拟管理基金',
          t.list(
            [
              field('fundName', '基金名称', t.text(100)),
              field('fundType', '基金类型', t.enumOf(FUND_BUSINESS_TYPES)),
              field('orgForm', '组织形式', t.enumOf(ORG_FORMS)),
              field('targetSize', '管理规模（万元）', t.amount()),
              field('firstClose', '第一期到位（万元）', t.amount()),
              field('investFocus', '投资方向', t.textarea(500), 'O'),
              field('plannedDate', '计划设立日期', t.date(), 'O'),
            ],
            1,
            20,
          ),
        ),
      ],
  rules: relocate
    ? []
    : [
        {
          id: 'fundManaged.firstCloseWithinTarget',
          level: 'E',
          check: (d) =>
            eachRow(
              listOf(d, 'plannedFunds'),
              (r) => {
                const first = units(r.firstClose);
                const target = units(r.targetSize);
                return first !== null && target !== null && first > target;
              },
              'firstClose',
              '第一期到位金额不能大于管理规模',
              ['plannedFunds'],
            ),
        },
      ],
});
