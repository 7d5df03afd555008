import type { CrossRule, Row } from './form-model.ts';
import { addYears } from '../validators/date-parts.ts';
import { eachRow, finding, rowsOf, str, sumUnits, units, wan } from './rule-helpers.ts';
import { holdsPost } from './sections/executives.ts';

/** Rules that read more than one section. Paths start with the section key. */

/**
 * Company Law 2023 §47: subscribed capital is paid in within 5 years of founding. Companies founded before the
 * law took effect (2024-07-01) have until 2032-06-30 (State Council rules on registered capital, 2024 §2).
 */
const COMPANY_LAW_2023_EFFECTIVE = '2024-07-01';
const OLD_COMPANY_PAY_IN_LIMIT = '2032-06-30';
const MAX_PAY_IN_YEARS = 5;

const equalsSum = (key: 'registeredCapital' | 'paidInCapital', rowKey: string, message: string): CrossRule => ({
  id: `base.${key}Sum`,
  level: 'E',
  check: ({ base, capital }) => {
    const total = sumUnits(rowsOf(capital), rowKey);
    const value = units(base?.[key]);
    return total !== null && value !== null && rowsOf(capital).length > 0 && total !== value ? [finding(['base', key], message)] : [];
  },
});

const isLp = (r: Row) => r.partnerType === 'LP';
const executivePartner = (capital: Row | undefined) => rowsOf(capital).find((r) => r.isExecutivePartner === true);

export const CROSS_RULES: readonly CrossRule[] = [
  equalsSum('registeredCapital', 'subscribed', '注册资本（出资额）应等于各出资人认缴出资额之和'),
  equalsSum('paidInCapital', 'paidIn', '实缴资本应等于各出资人实缴出资额之和'),
  {
    id: 'capital.limitedPartner',
    level: 'E',
    check: ({ base, capital }, ctx) =>
      ctx.companyType === 'partner' &&
      base?.entityType !== 'generalPartnership' &&
      rowsOf(capital).length > 0 &&
      !rowsOf(capital).some(isLp)
        ? [finding(['capital', 'rows'], '有限合伙企业应至少有1名有限合伙人')]
        : [],
  },
  {
    // A new company counts from today, a relocated one from its founding. Every row's due date is held to the
    // limit, paid up or not: it is a term of the articles, and the articles may not set a later one (FORMS.md).
    id: 'capital.dueWithinFiveYears',
    level: 'E',
    check: ({ base, capital }, ctx) => {
      if (ctx.companyType !== 'company') return [];
      const founded = str(base?.establishDate);
      const limit =
        !ctx.relocate || founded === ''
          ? addYears(ctx.today, MAX_PAY_IN_YEARS)
          : founded < COMPANY_LAW_2023_EFFECTIVE
            ? OLD_COMPANY_PAY_IN_LIMIT
            : addYears(founded, MAX_PAY_IN_YEARS);
      return eachRow(
        rowsOf(capital),
        (r) => str(r.dueDate) > limit,
        'dueDate',
        `认缴出资应在${MAX_PAY_IN_YEARS}年内缴足，出资期限不得晚于${limit}`,
        ['capital', 'rows'],
      );
    },
  },
  {
    id: 'topman.controlChain',
    level: 'E',
    check: ({ topman, capital }) => {
      const name = str(topman?.names);
      const direct = rowsOf(capital).some((r) => str(r.name) === name);
      return name !== '' && !direct && str(topman?.controlChain) === ''
        ? [finding(['topman', 'controlChain'], '实际控制人间接控制本企业时，请填写控制链说明')]
        : [];
    },
  },
  {
    id: 'executives.partnerLegal',
    level: 'E',
    check: ({ capital, executives }, ctx) => {
      const partner = executivePartner(capital);
      if (ctx.companyType !== 'partner' || !partner) return [];
      const allowed = [str(partner.name), str(partner.delegateName)].filter((n) => n !== '');
      return eachRow(
        rowsOf(executives),
        (r) => holdsPost(r, 'legal') && !allowed.includes(str(r.names)),
        'names',
        '执行事务合伙人（委派代表）应与出资信息中的执行事务合伙人或其委派代表一致',
        ['executives', 'rows'],
      );
    },
  },
  {
    id: 'product.lookThroughRequired',
    level: 'E',
    check: ({ capital, product }, ctx) =>
      ctx.category === 'product' &&
      product?.lookThroughCount === undefined &&
      rowsOf(capital).some((r) => isLp(r) && /合伙|基金|资管|信托/.test(str(r.name)))
        ? [finding(['product', 'lookThroughCount'], '有限合伙人为合伙企业或资管产品时，请填写穿透后投资者人数')]
        : [],
  },
  {
    id: 'product.targetCoversSubscribed',
    level: 'W',
    check: ({ capital, product }, ctx) => {
      const target = units(product?.targetSize);
      const total = sumUnits(rowsOf(capital), 'subscribed');
      return ctx.category === 'product' && target !== null && total !== null && target < total
        ? [finding(['product', 'targetSize'], '目标规模一般不低于认缴出资总额')]
        : [];
    },
  },
  {
    id: 'product.investorCount',
    level: 'W',
    check: ({ capital, product }, ctx) => {
      const manager = str(product?.managerName);
      const investors = rowsOf(capital).filter((r) => str(r.name) !== manager).length;
      return ctx.category === 'product' && investors > 50 ? [finding(['capital', 'rows'], '合伙型或公司型基金投资者一般不超过50人')] : [];
    },
  },
  {
    id: 'product.minimumInvestment',
    level: 'W',
    check: ({ capital, product }, ctx) => {
      if (ctx.category !== 'product') return [];
      const manager = str(product?.managerName);
      const investor = (r: Row) => (ctx.companyType === 'company' || isLp(r)) && str(r.name) !== manager;
      const below = (key: string) => (r: Row) => investor(r) && (units(r[key]) ?? wan(100)) < wan(100);
      return [
        ...eachRow(rowsOf(capital), below('subscribed'), 'subscribed', '单一投资者认缴出资一般不低于100万元', ['capital', 'rows']),
        ...eachRow(rowsOf(capital), below('paidIn'), 'paidIn', '单一投资者首期实缴一般不低于100万元', ['capital', 'rows']),
      ];
    },
  },
  {
    id: 'product.managerIsExecutivePartner',
    level: 'W',
    check: ({ capital, product }, ctx) =>
      ctx.category === 'product' && ctx.companyType === 'partner'
        ? eachRow(
            rowsOf(capital),
            (r) => str(r.name) !== '' && str(r.name) === str(product?.managerName) && r.isExecutivePartner !== true,
            'isExecutivePartner',
            '基金管理人作为合伙人时一般应担任执行事务合伙人',
            ['capital', 'rows'],
          )
        : [],
  },
];
