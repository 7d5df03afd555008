/** Option lists of the form enums (FORMS.md section 2): wire value and Chinese label. */
export type Option = { readonly value: string; readonly label: string };

const options = <const T extends readonly (readonly [string, string])[]>(pairs: T) =>
  pairs.map(([value, label]) => ({ value, label })) as { readonly [K in keyof T]: { value: T[K][0]; label: T[K][1] } };

export const COMPANY_ENTITY_TYPES = options([
  ['llc', '有限责任公司'],
  ['llcSole', '一人有限责任公司'],
  ['jointStock', '股份有限公司'],
]);
export const PARTNER_ENTITY_TYPES = options([
  ['limitedPartnership', '有限合伙企业'],
  ['generalPartnership', '普通合伙企业'],
]);
export const CURRENCIES = options([
  ['CNY', '人民币'],
  ['USD', '美元'],
  ['HKD', '港币'],
  ['EUR', '欧元'],
]);
export const FUND_BUSINESS_TYPES = options([
  ['securities', '私募证券投资基金'],
  ['equity', '私募股权投资基金'],
  ['venture', '创业投资基金'],
  ['assetAllocation', '私募资产配置基金'],
  ['other', '其他'],
]);
export const PRODUCT_FUND_TYPES = options([
  ['securities', '私募证券投资基金'],
  ['equity', '私募股权投资基金'],
  ['venture', '创业投资基金'],
  ['other', '其他'],
]);
export const TERM_TYPES = options([
  ['long', '长期'],
  ['fixed', '固定期限'],
]);
export const INDUSTRIES = options([
  ['culture', '文化'],
  ['technology', '科技'],
  ['other', '其他'],
]);
/** Same codes as the officer register's isCompany (spec section 3), as text on the form. */
export const ENTITY_NATURES = options([
  ['1', '自然人'],
  ['2', '非自然人'],
]);
export const ID_TYPES = options([
  ['idCard', '居民身份证'],
  ['passport', '护照'],
  ['hkmo', '港澳居民来往内地通行证'],
  ['tw', '台湾居民来往大陆通行证'],
  ['creditCode', '统一社会信用代码'],
  ['other', '其他证件'],
]);
export const PARTNER_TYPES = options([
  ['GP', '普通合伙人'],
  ['LP', '有限合伙人'],
]);
export const CONTRIBUTION_METHODS = options([
  ['cash', '货币'],
  ['kind', '实物'],
  ['ip', '知识产权'],
  ['land', '土地使用权'],
  ['equity', '股权'],
  ['debt', '债权'],
  ['labour', '劳务'],
  ['other', '其他'],
]);
export const TOPMAN_BASES = options([
  ['over50', '持股50%以上'],
  ['concert', '一致行动协议'],
  ['board', '决定董事会半数以上成员/执行董事'],
  ['executivePartner', '执行事务合伙人'],
  ['ultimatePartner', '最终控制合伙企业'],
  ['largestHolder', '第一大股东（无实际控制人）'],
  ['state', '国有资产'],
]);
export const CONTROLLER_TYPES = options([
  ['person', '自然人'],
  ['soe', '国有企业'],
  ['listed', '上市公司'],
  ['finInst', '金融机构'],
  ['publicInst', '事业单位'],
  ['socialOrg', '社会团体'],
  ['foreignRegulated', '受境外金融监管机构'],
]);
export const GENDERS = options([
  ['M', '男'],
  ['F', '女'],
]);
export const EDUCATIONS = options([
  ['doctor', '博士研究生'],
  ['master', '硕士研究生'],
  ['bachelor', '大学本科'],
  ['college', '大学专科'],
  ['other', '其他'],
]);
export const QUALIFICATION_WAYS = options([
  ['exam', '考试'],
  ['recognition', '认定'],
]);
export const CONTACT_ROLES = options([
  ['business', '业务联系人'],
  ['finance', '财务负责人'],
  ['liaison', '登记联络员'],
  ['filer', '信息填报负责人'],
]);
export const ORG_FORMS = options([
  ['contract', '契约型'],
  ['company', '公司型'],
  ['partnership', '合伙型'],
]);
export const FUND_STATUSES = options([
  ['running', '正在运作'],
  ['liquidating', '清算中'],
  ['closed', '已清算'],
]);
export const MANAGEMENT_TYPES = options([
  ['entrusted', '受托管理'],
  ['self', '自我管理'],
]);
/** Districts of Hangzhou, the park's city, for the former address of a relocating enterprise. */
export const DISTRICTS = options(
  ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区', '富阳区', '临安区', '桐庐县', '淳安县', '建德市'].map(
    (d) => [d, d] as const,
  ),
);
