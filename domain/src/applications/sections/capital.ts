import type { ApplyTypeParts } from '../types.ts';
import { field, t, when, type FieldDef, type SectionDef, type SectionRule } from '../form-model.ts';
import { CONTRIBUTION_METHODS, PARTNER_TYPES } from '../options.ts';
import { duplicates, eachRow, finding, rowsOf, str, units } from '../rule-helpers.ts';
import { HOLDER_INTEGRITY, identityFields, integrityField } from './shared-fields.ts';

/** Σ ratio may differ from 100 % by this much (percent units of 10^-4): rounding of auto-computed ratios. */
const RATIO_TOLERANCE = 100n;

const isGp = (row: Readonly<Record<string, unknown>>) => row.partnerType === 'GP';
const isExecutiveEntity = (row: Readonly<Record<string, unknown>>) => row.isExecutivePartner === true && row.isCompany === '2';

const fields = ({ category, companyType }: ApplyTypeParts): FieldDef[] => {
  const partner = companyType === 'partner';
  const controlling = (row: Readonly<Record<string, unknown>>) => {
    const ratio = units(row.ratio);
    return isGp(row) || (ratio !== null && ratio >= 500_000n);
  };
  return [
    ...identityFields('name', partner ? '合伙人名称 / 姓名' : '股东名称 / 姓名'),
    ...(partner
      ? [
          field('partnerType', '合伙人类型', t.enumOf(PARTNER_TYPES)),
          field('isExecutivePartner', '执行事务合伙人', t.bool(), when('普通合伙人必填', isGp)),
          field('delegateName', '委派代表姓名', t.text(30), when('执行事务合伙人为非自然人时必填', isExecutiveEntity)),
          field('delegateIdNo', '委派代表身份证号码', t.idNumber(), when('执行事务合伙人为非自然人时必填', isExecutiveEntity)),
        ]
      : []),
    field('subscribed', '认缴出资额（万元）', t.amount()),
    field('ratio', '出资比例（%）', t.percent()),
    field('paidIn', '实缴出资额（万元）', t.amount()),
    field('method', '出资方式', t.enumOf(CONTRIBUTION_METHODS)),
    field('dueDate', '出资期限', t.date()),
    field('address', '住所', t.text(200), partner ? 'R' : 'O'),
    field(
      'experience',
      '相关经验',
      t.textarea(2000),
      category === 'manager' ? when('控股股东（50%以上）或普通合伙人必填', controlling) : 'O',
    ),
    integrityField(HOLDER_INTEGRITY),
  ];
};

const rules: SectionRule[] = [
  {
    id: 'capital.uniqueIdNo',
    level: 'E',
    check: (d) => duplicates(rowsOf(d), 'idNo', '证件号码与其他出资人重复'),
  },
  {
    id: 'capital.positiveSubscribed',
    level: 'E',
    check: (d) => eachRow(rowsOf(d), (r) => units(r.subscribed) === 0n, 'subscribed', '认缴出资额应大于0'),
  },
  {
    id: 'capital.paidInWithinSubscribed',
    level: 'E',
    check: (d) =>
      eachRow(
        rowsOf(d),
        (r) => {
          const paid = units(r.paidIn);
          const sub = units(r.subscribed);
          return paid !== null && sub !== null && paid > sub;
        },
        'paidIn',
        '实缴出资额不能大于认缴出资额',
      ),
  },
  {
    id: 'capital.ratioSum',
    level: 'E',
    check: (d) => {
      const rows = rowsOf(d);
      const ratios = rows.map((r) => units(r.ratio));
      if (rows.length === 0 || ratios.some((r) => r === null)) return [];
      const total = ratios.reduce<bigint>((a, r) => a + (r ?? 0n), 0n);
      const diff = total - 1_000_000n;
      return diff > RATIO_TOLERANCE || -diff > RATIO_TOLERANCE ? [finding(['rows'], '出资比例合计应为100%')] : [];
    },
  },
  {
    id: 'capital.noLabour',
    level: 'E',
    check: (d, ctx) =>
      eachRow(
        rowsOf(d),
        (r) => r.method === 'labour' && (ctx.companyType === 'company' || r.partnerType === 'LP'),
        'method',
        ctx.companyType === 'company' ? '股东不得以劳务出资' : '有限合伙人不得以劳务出资',
      ),
  },
  {
    // The number of partners (2-50) is the section's row bounds; a limited partner is checked across sections,
    // since only a limited partnership needs one.
    id: 'capital.partnerMix',
    level: 'E',
    check: (d, ctx) => {
      const rows = rowsOf(d);
      if (ctx.companyType !== 'partner' || rows.length === 0) return [];
      return [
        ...(rows.some(isGp) ? [] : [finding(['rows'], '应至少有1名普通合伙人')]),
        ...(rows.some((r) => r.isExecutivePartner === true) ? [] : [finding(['rows'], '应至少指定1名执行事务合伙人')]),
      ];
    },
  },
  {
    id: 'capital.executiveIsGp',
    level: 'E',
    check: (d) =>
      eachRow(rowsOf(d), (r) => r.isExecutivePartner === true && !isGp(r), 'isExecutivePartner', '执行事务合伙人应为普通合伙人'),
  },
  {
    id: 'capital.managerCash',
    level: 'W',
    check: (d, ctx) =>
      ctx.category === 'manager'
        ? eachRow(rowsOf(d), (r) => str(r.method) !== '' && r.method !== 'cash', 'method', '基金管理人一般应以货币出资')
        : [],
  },
];

export const capitalSection = (parts: ApplyTypeParts): SectionDef => ({
  key: 'capital',
  title: parts.companyType === 'partner' ? '合伙人及出资' : '股东及出资',
  kind: 'list',
  minRows: parts.companyType === 'partner' ? 2 : 1,
  maxRows: 50,
  fields: fields(parts),
  rules,
});

/**
 * The ratio the form fills in for each row: subscribed / Σ subscribed as a percent with 4 places, exact and
 * rounded half up. All null while any amount is missing (the total is not known yet) or the total is zero.
 */
export const ratiosOf = (subscribed: readonly unknown[]): (string | null)[] => {
  const amounts = subscribed.map(units);
  const total = amounts.reduce<bigint>((sum, a) => sum + (a ?? 0n), 0n);
  const known = amounts.every((a) => a !== null) && total > 0n;
  return amounts.map((a) => {
    if (!known || a === null) return null;
    const scaled = (a * 2_000_000n + total) / (2n * total);
    return `${scaled / 10_000n}.${String(scaled % 10_000n).padStart(4, '0')}`;
  });
};
