import type { ApplyTypeParts } from '../types.ts';
import { field, t, when, type FieldDef, type SectionDef, type SectionRule } from '../form-model.ts';
import {
  COMPANY_ENTITY_TYPES,
  CURRENCIES,
  FUND_BUSINESS_TYPES,
  INDUSTRIES,
  PARTNER_ENTITY_TYPES,
  TERM_TYPES,
} from '../options.ts';
import { finding, str, units, wan } from '../rule-helpers.ts';

const COMPANY_SUFFIXES = ['有限公司', '有限责任公司'];
const PARTNER_MARKS: Record<string, string> = { limitedPartnership: '（有限合伙）', generalPartnership: '（普通合伙）' };
const MANAGER_NAME_WORDS = ['私募基金', '私募基金管理', '创业投资'];
const MANAGER_SCOPE_WORDS = ['私募证券投资基金管理', '私募股权投资基金管理', '创业投资基金管理'];

const fields = ({ category, companyType, relocate }: ApplyTypeParts): FieldDef[] => {
  const partner = companyType === 'partner';
  return [
    field('name', relocate ? '企业名称' : '企业名称（拟设立名称）', t.text(100)),
    field('entityType', '企业类型', t.enumOf(partner ? PARTNER_ENTITY_TYPES : COMPANY_ENTITY_TYPES)),
    ...(relocate ? [field('creditCode', '统一社会信用代码', t.creditCode())] : []),
    field('registeredCapital', partner ? '出资额（万元）' : '注册资本（万元）', t.amount()),
    field('paidInCapital', partner ? '实缴出资额（万元）' : '实缴资本（万元）', t.amount()),
    field('currency', '币种', t.enumOf(CURRENCIES), 'R', { defaultValue: 'CNY' }),
    field('officeAddress', '实际办公地址', t.text(200)),
    field('officeArea', '办公面积（㎡）', t.amount(), 'O'),
    field('employees', '员工人数', t.int(0, 100_000)),
    field('businessScope', '经营范围', t.textarea(1000)),
    ...(category === 'manager' || category === 'product'
      ? [field('fundBusinessType', category === 'manager' ? '业务类型' : '基金种类', t.enumOf(FUND_BUSINESS_TYPES))]
      : []),
    ...(relocate ? [field('establishDate', '成立日期', t.date())] : []),
    field('termType', partner ? '合伙期限' : '营业期限', t.enumOf(TERM_TYPES)),
    field('termYears', '期限（年）', t.int(1, 99), when('固定期限时必填', (row) => row.termType === 'fixed')),
    field('website', '官网', t.url(), 'O'),
    field('profile', '企业简介', t.textarea(2000), 'O'),
    ...(category === 'ownfund'
      ? [
          field('ownFundInvestDirection', '投资方向', t.textarea(1000)),
          field('ownFundSource', '资金来源', t.textarea(1000)),
          field('ownFundNoRaisingPledge', '承诺不对外募集资金', t.bool()),
        ]
      : []),
    ...(category === 'other'
      ? [field('businessIndustry', '所属行业', t.enumOf(INDUSTRIES)), field('businessMain', '主营业务', t.textarea(1000))]
      : []),
  ];
};

const rules: SectionRule[] = [
  {
    id: 'base.nameForm',
    level: 'E',
    check: (d, ctx) => {
      const name = str(d.name);
      if (name === '') return [];
      if (ctx.companyType === 'company')
        return COMPANY_SUFFIXES.some((s) => name.endsWith(s)) ? [] : [finding(['name'], '公司名称应以“有限公司”或“有限责任公司”结尾')];
      const mark = PARTNER_MARKS[str(d.entityType)] ?? '（有限合伙）';
      return name.includes(mark) ? [] : [finding(['name'], `合伙企业名称应包含“${mark}”`)];
    },
  },
  {
    id: 'base.paidInWithinRegistered',
    level: 'E',
    check: (d) => {
      const paid = units(d.paidInCapital);
      const registered = units(d.registeredCapital);
      return paid !== null && registered !== null && paid > registered
        ? [finding(['paidInCapital'], '实缴资本不能大于注册资本（出资额）')]
        : [];
    },
  },
  {
    id: 'base.positiveCapital',
    level: 'E',
    check: (d) => (units(d.registeredCapital) === 0n ? [finding(['registeredCapital'], '注册资本（出资额）应大于0')] : []),
  },
  {
    id: 'base.establishedInPast',
    level: 'E',
    check: (d, ctx) => (str(d.establishDate) > ctx.today ? [finding(['establishDate'], '成立日期不能晚于今天')] : []),
  },
  {
    id: 'base.noRaisingPledge',
    level: 'E',
    check: (d, ctx) =>
      ctx.category === 'ownfund' && d.ownFundNoRaisingPledge === false
        ? [finding(['ownFundNoRaisingPledge'], '自有资金投资企业须承诺不对外募集资金')]
        : [],
  },
  {
    id: 'base.managerName',
    level: 'W',
    check: (d, ctx) =>
      ctx.category === 'manager' && str(d.name) !== '' && !MANAGER_NAME_WORDS.some((w) => str(d.name).includes(w))
        ? [finding(['name'], '基金管理人名称一般应包含“私募基金”“私募基金管理”或“创业投资”字样')]
        : [],
  },
  {
    id: 'base.productName',
    level: 'W',
    check: (d, ctx) =>
      ctx.category === 'product' &&
      ['equity', 'venture'].includes(str(d.fundBusinessType)) &&
      !['股权投资', '创业投资'].some((w) => str(d.name).includes(w))
        ? [finding(['name'], '股权或创业投资基金名称一般应包含“股权投资”或“创业投资”字样')]
        : [],
  },
  {
    id: 'base.managerPaidIn',
    level: 'W',
    check: (d, ctx) => {
      const paid = units(d.paidInCapital);
      return ctx.category === 'manager' && paid !== null && paid < wan(1000)
        ? [finding(['paidInCapital'], '基金管理人实缴货币资本一般不低于1000万元')]
        : [];
    },
  },
  {
    id: 'base.paidInRatio',
    level: 'W',
    check: (d, ctx) => {
      const paid = units(d.paidInCapital);
      const registered = units(d.registeredCapital);
      return ctx.category === 'manager' && paid !== null && registered !== null && registered > 0n && paid * 4n < registered
        ? [finding(['paidInCapital'], '实缴比例低于25%，中国证券投资基金业协会将予以关注')]
        : [];
    },
  },
  {
    id: 'base.managerEmployees',
    level: 'W',
    check: (d, ctx) =>
      ctx.category === 'manager' && typeof d.employees === 'number' && d.employees < 5
        ? [finding(['employees'], '基金管理人专职员工一般不少于5人')]
        : [],
  },
  {
    id: 'base.managerScope',
    level: 'W',
    check: (d, ctx) =>
      ctx.category === 'manager' && str(d.businessScope) !== '' && !MANAGER_SCOPE_WORDS.some((w) => str(d.businessScope).includes(w))
        ? [finding(['businessScope'], '经营范围一般应包含“私募证券投资基金管理”“私募股权投资基金管理”或“创业投资基金管理”')]
        : [],
  },
];

export const baseSection = (parts: ApplyTypeParts): SectionDef => ({
  key: 'base',
  title: '企业基本信息',
  kind: 'single',
  fields: fields(parts),
  rules,
});
