import { makeCitizenId } from '../validators/citizen-id.ts';
import { makeCreditCode } from '../validators/credit-code.ts';
import type { ApplyStatus } from './status.ts';
import type { ApplicationData, Row } from './form-model.ts';
import { partsOf, type ApplyType } from './types.ts';

/**
 * The demo enterprises A, B and C of FORMS.md section 5 as complete, valid section data, and a complete valid
 * example for any type (tests, the seed, end-to-end journeys). All people, companies and numbers are fictional;
 * identity numbers are generated to pass their check characters.
 */

const AREA = '330102';
const person = (birthDate: string, sequence: string, mobile: string, email: string) => ({
  idNo: makeCitizenId(AREA, birthDate, sequence),
  birthDate,
  gender: Number(sequence) % 2 === 1 ? 'M' : 'F',
  mobile,
  email,
});

/** People of the demo (FORMS.md section 5); sequence numbers 9xx, odd for men. */
export const DEMO_PEOPLE = {
  张三: person('1982-03-15', '901', '13800000001', 'zhangsan@example.com'),
  李四: person('1985-07-02', '903', '13800000006', 'lisi@example.com'),
  王五: person('1990-11-20', '905', '13800000003', 'wangwu@example.com'),
  赵六: person('1979-01-08', '907', '13800000007', 'zhaoliu@example.com'),
  钱七: person('1987-05-30', '902', '13800000008', 'qianqi@example.com'),
  孙八: person('1970-04-18', '909', '13800000002', 'sunba@example.com'),
  周九: person('1975-09-09', '911', '13800000009', 'zhoujiu@example.com'),
  吴十: person('1988-12-12', '904', '13800000004', 'wushi@example.com'),
  郑十一: person('1983-06-06', '913', '13800000010', 'zhengshiyi@example.com'),
  冯十二: person('1986-08-21', '906', '13800000011', 'fengshier@example.com'),
  陈十三: person('1992-02-14', '908', '13800000005', 'chenshisan@example.com'),
} as const;
export type DemoPerson = keyof typeof DEMO_PEOPLE;

/** Other entities of the demo with generated credit codes; C's code is fixed by DESIGN.md's company login. */
export const DEMO_ENTITIES = {
  杭州示例控股有限公司: makeCreditCode('91330100', 'MA2H0001'),
  示例科技集团有限公司: makeCreditCode('91330100', 'MA2K0002'),
  杭州示例创业投资管理有限公司: makeCreditCode('91330100', 'MA2P0003'),
  示例银行股份有限公司杭州分行: makeCreditCode('91330100', 'MA2B0004'),
  杭州示例实业投资有限公司: '91330100MA27XY018X',
} as const;
export type DemoEntity = keyof typeof DEMO_ENTITIES;

export const DEMO_AMAC_MANAGER_NO = 'P0000001';
export const PARK_ADDRESS = '杭州市上城区示例路 88 号';

const clean = { criminal: false, dishonestDebtor: false, abnormalOperation: false, litigation: false };
const cleanOfficer = { disciplinary: false, illegal: false, largeDebt: false, litigation: false, companyLawBar: false };

const personId = (name: DemoPerson) => ({ isCompany: '1', idType: 'idCard', idNo: DEMO_PEOPLE[name].idNo });
const entityId = (name: DemoEntity) => ({ isCompany: '2', idType: 'creditCode', idNo: DEMO_ENTITIES[name] });
const holderId = (name: DemoPerson | DemoEntity) =>
  name in DEMO_PEOPLE ? personId(name as DemoPerson) : entityId(name as DemoEntity);

const history = (employer: string, title: string) => [
  { from: '2010-07-01', to: '2018-06-30', employer, department: '投资部', title },
  { from: '2018-07-01', employer: '杭州示例控股有限公司', department: '投资管理部', title: '投资总监' },
];

/** An officer row: identity and contact details once, `posts` for each register section. */
const officer = (name: DemoPerson, posts: [string, string][], extra: Row = {}): Row => {
  const p = DEMO_PEOPLE[name];
  return {
    posts: posts.map(([section, job]) => ({ section, job })),
    names: name,
    ...personId(name),
    gender: p.gender,
    birthDate: p.birthDate,
    mobile: p.mobile,
    email: p.email,
    education: 'master',
    hasFundQualification: false,
    integrity: cleanOfficer,
    ...extra,
  };
};
const qualified = { hasFundQualification: true, qualificationWay: 'exam', certificateNo: 'F0000000000001' };

const holder = (
  name: DemoPerson | DemoEntity,
  subscribed: string,
  ratio: string,
  paidIn: string,
  dueDate: string,
  extra: Row = {},
): Row => ({
  name,
  ...holderId(name),
  subscribed,
  ratio,
  paidIn,
  method: 'cash',
  dueDate,
  integrity: clean,
  ...extra,
});

const contact = (name: DemoPerson, role: string, address: string): Row => ({
  name,
  role,
  primary: true,
  mobile: DEMO_PEOPLE[name].mobile,
  email: DEMO_PEOPLE[name].email,
  mailingAddress: address,
  zipcode: '310000',
});

const plan = (rows: [string, string, string, string][]): Row => ({
  plan: rows.map(([offeringSize, investmentScale, annualIncome, estimatedTax], i) => ({
    year: i + 1,
    offeringSize,
    investmentScale,
    annualIncome,
    estimatedTax,
  })),
});

export type DemoKey = 'A' | 'B' | 'C';
export type DemoEnterprise = {
  key: DemoKey;
  type: ApplyType;
  name: string;
  status: ApplyStatus;
  /** Review stage while status is 2, or the stage that returned it. */
  stage: string | null;
  /** Login of the applicant who owns it (DESIGN.md demo logins). */
  owner: { loginType: 'personMobile' | 'companyPassword'; identifier: string };
  data: ApplicationData;
  /** What earlier stages recorded (FORMS.md section 4 keys), for the seed. */
  stageRecords: Readonly<Record<string, Row>>;
  note?: string;
};

const A_NAME = '杭州示例私募基金管理有限公司';
const A_ADDRESS = `${PARK_ADDRESS} 3 幢 201 室`;

export const DEMO_A: DemoEnterprise = {
  key: 'A',
  type: 'manager_company',
  name: A_NAME,
  status: 2,
  stage: 'industry_name',
  owner: { loginType: 'personMobile', identifier: '13800000001' },
  data: {
    base: {
      name: A_NAME,
      entityType: 'llc',
      registeredCapital: '1000.0000',
      paidInCapital: '1000.0000',
      currency: 'CNY',
      officeAddress: A_ADDRESS,
      officeArea: '320.0000',
      employees: 6,
      businessScope: '私募股权投资基金管理、创业投资基金管理服务（须在中国证券投资基金业协会完成登记备案后方可从事经营活动）',
      fundBusinessType: 'equity',
      termType: 'long',
      website: 'https://www.example.com',
    },
    capital: {
      rows: [
        holder('张三', '600.0000', '60.0000', '600.0000', '2026-06-30', { experience: '12年股权投资及基金管理经验' }),
        holder('杭州示例控股有限公司', '300.0000', '30.0000', '300.0000', '2026-06-30'),
        holder('李四', '100.0000', '10.0000', '100.0000', '2026-06-30'),
      ],
    },
    topman: {
      basis: 'over50',
      names: '张三',
      ...personId('张三'),
      controllerType: 'person',
      holdingRatio: '60.0000',
      experienceYears: 12,
      experience: '12年股权投资及基金管理经验，曾任杭州示例控股有限公司投资总监',
      debtStatement: '无大额到期未清偿债务',
      mobile: DEMO_PEOPLE.张三.mobile,
      integrity: clean,
    },
    executives: {
      rows: [
        officer('张三', [['directorate', '1'], ['legal', '1'], ['promoter', 'promoter']], { ...qualified, workHistory: history('示例证券股份有限公司', '投资经理') }),
        officer('李四', [['directorate', 'director'], ['manager', '3'], ['promoter', 'promoter']], { ...qualified, certificateNo: 'F0000000000002' }),
        officer('王五', [['directorate', 'director']]),
        officer('赵六', [['aufsichtsrat', 'supervisor']]),
        officer('钱七', [['risk', 'risk']], {
          ...qualified,
          certificateNo: 'F0000000000003',
          workHistory: history('示例律师事务所', '合规律师'),
          partTime: false,
        }),
        { posts: [{ section: 'promoter', job: 'promoter' }], names: '杭州示例控股有限公司', ...entityId('杭州示例控股有限公司'), integrity: cleanOfficer },
      ],
    },
    contacts: { rows: [{ ...contact('王五', 'business', A_ADDRESS), position: '综合部经理' }] },
    finance: plan([
      ['20000.0000', '15000.0000', '400.0000', '60.0000'],
      ['50000.0000', '40000.0000', '1000.0000', '150.0000'],
      ['80000.0000', '70000.0000', '1600.0000', '240.0000'],
    ]),
    fundManaged: {
      plannedFunds: [
        {
          fundName: '杭州示例二期股权投资合伙企业（有限合伙）',
          fundType: 'equity',
          orgForm: 'partnership',
          targetSize: '30000.0000',
          firstClose: '6000.0000',
          investFocus: '先进制造与新能源',
        },
      ],
    },
  },
  stageRecords: {
    address: { registeredAddress: `${PARK_ADDRESS} 3 幢 201 室`, building: '3 幢', roomNo: '201' },
    approval: { reportDate: '2026-03-02', reportTo: '区金融工作部门' },
    approval_reported: { feedbackDate: '2026-03-09', feedbackResult: 'agree' },
    industry_name: { candidateNames: [A_NAME, '杭州示远私募基金管理有限公司', '杭州示川私募基金管理有限公司'] },
  },
};

const B_NAME = '杭州示例一期创业投资合伙企业（有限合伙）';
const B_ADDRESS = `${PARK_ADDRESS} 3 幢 202 室`;
const GP = '杭州示例创业投资管理有限公司';

export const DEMO_B: DemoEnterprise = {
  key: 'B',
  type: 'product_partner',
  name: B_NAME,
  status: 4,
  stage: 'statute_early',
  owner: { loginType: 'personMobile', identifier: '13800000001' },
  note: '驳回事项：合伙协议；驳回原因：合伙协议未载明托管安排；其他：请补充托管协议后重新提交',
  data: {
    base: {
      name: B_NAME,
      entityType: 'limitedPartnership',
      registeredCapital: '20000.0000',
      paidInCapital: '4000.0000',
      currency: 'CNY',
      officeAddress: B_ADDRESS,
      employees: 2,
      businessScope: '一般项目：以私募基金从事股权投资、投资管理、资产管理等活动（须在中国证券投资基金业协会完成备案登记后方可从事经营活动）',
      fundBusinessType: 'venture',
      termType: 'fixed',
      termYears: 7,
    },
    capital: {
      rows: [
        holder(GP, '200.0000', '1.0000', '40.0000', '2028-12-31', {
          partnerType: 'GP',
          isExecutivePartner: true,
          delegateName: '吴十',
          delegateIdNo: DEMO_PEOPLE.吴十.idNo,
          address: B_ADDRESS,
          experience: '管理团队具有10年以上创业投资经验',
        }),
        holder('示例科技集团有限公司', '10000.0000', '50.0000', '2000.0000', '2028-12-31', {
          partnerType: 'LP',
          isExecutivePartner: false,
          address: '杭州市滨江区示例路 1 号',
          experience: '集团长期从事新一代信息技术产业投资',
        }),
        holder('杭州示例控股有限公司', '4800.0000', '24.0000', '960.0000', '2028-12-31', { partnerType: 'LP', isExecutivePartner: false, address: '杭州市上城区示例路 2 号' }),
        holder('王五', '3000.0000', '15.0000', '600.0000', '2028-12-31', { partnerType: 'LP', isExecutivePartner: false, address: '杭州市西湖区示例街 3 号' }),
        holder('赵六', '2000.0000', '10.0000', '400.0000', '2028-12-31', { partnerType: 'LP', isExecutivePartner: false, address: '杭州市拱墅区示例街 4 号' }),
      ],
    },
    topman: {
      basis: 'ultimatePartner',
      names: '周九',
      ...personId('周九'),
      controllerType: 'person',
      controlChain: `周九 → ${GP}（普通合伙人、执行事务合伙人）→ 本企业`,
      experienceYears: 15,
      experience: '15年创业投资经验',
      debtStatement: '无大额到期未清偿债务',
      mobile: DEMO_PEOPLE.周九.mobile,
      integrity: clean,
    },
    executives: {
      rows: [officer('吴十', [['legal', 'delegate']], { ...qualified, workHistory: history('示例创业投资有限公司', '投资经理') })],
    },
    contacts: { rows: [contact('吴十', 'business', B_ADDRESS)] },
    finance: plan([
      ['20000.0000', '6000.0000', '0.0000', '0.0000'],
      ['20000.0000', '12000.0000', '200.0000', '20.0000'],
      ['20000.0000', '18000.0000', '600.0000', '60.0000'],
    ]),
    product: {
      fundType: 'venture',
      managementType: 'entrusted',
      managerName: GP,
      managerCreditCode: DEMO_ENTITIES[GP],
      managerAmacNo: DEMO_AMAC_MANAGER_NO,
      custodied: true,
      custodianName: '示例银行股份有限公司杭州分行',
      targetSize: '20000.0000',
      termYears: 7,
      investPeriodYears: 4,
      investFocus: '新一代信息技术与生物医药早期项目',
    },
  },
  stageRecords: {},
};

const C_NAME = '杭州示例实业投资有限公司';
const C_ADDRESS = `${PARK_ADDRESS} 5 幢 302 室`;

export const DEMO_C: DemoEnterprise = {
  key: 'C',
  type: 'ownfund_company_relocate',
  name: C_NAME,
  status: 6,
  stage: null,
  owner: { loginType: 'companyPassword', identifier: DEMO_ENTITIES[C_NAME] },
  data: {
    base: {
      name: C_NAME,
      entityType: 'llcSole',
      creditCode: DEMO_ENTITIES[C_NAME],
      registeredCapital: '5000.0000',
      paidInCapital: '5000.0000',
      currency: 'CNY',
      officeAddress: C_ADDRESS,
      employees: 3,
      businessScope: '一般项目：以自有资金从事投资活动',
      establishDate: '2019-05-20',
      termType: 'long',
      ownFundInvestDirection: '新能源与先进制造产业股权投资',
      ownFundSource: '股东自有资金',
      ownFundNoRaisingPledge: true,
    },
    capital: { rows: [holder('示例科技集团有限公司', '5000.0000', '100.0000', '5000.0000', '2019-05-20')] },
    topman: {
      basis: 'over50',
      names: '孙八',
      ...personId('孙八'),
      controllerType: 'person',
      holdingRatio: '70.0000',
      controlChain: '孙八 → 示例科技集团有限公司 70% → 本公司 100%',
      mobile: DEMO_PEOPLE.孙八.mobile,
      integrity: clean,
    },
    executives: {
      rows: [
        officer('孙八', [['directorate', '2'], ['legal', '2']]),
        officer('郑十一', [['aufsichtsrat', 'supervisor']]),
        officer('冯十二', [['manager', '3']]),
      ],
    },
    contacts: { rows: [contact('陈十三', 'finance', C_ADDRESS)] },
    finance: {
      fiscalYear: 2025,
      revenue: '320.5000',
      netProfit: '210.2500',
      totalAssets: '8650.0000',
      netAssets: '6120.0000',
      taxPaid: '55.3000',
    },
    relocation: {
      formerAddress: '杭州市西湖区示例大道 1 号 5 楼 502 室',
      formerDistrict: '西湖区',
      formerAuthority: '杭州市西湖区市场监督管理局',
      reason: '集团投资业务集中至基金小镇',
      renameOnMove: false,
    },
  },
  stageRecords: {
    address: { registeredAddress: C_ADDRESS, building: '5 幢', roomNo: '302' },
    approval: { reportDate: '2026-01-12', reportTo: '区金融工作部门' },
    industry_name: { candidateNames: [C_NAME], approvedName: C_NAME, approvedAt: '2026-01-20' },
    industry_enroll: { onlineApplyNo: 'WSDJ-2026-000123', submittedAt: '2026-01-26', registrationAuthority: '杭州市上城区市场监督管理局' },
    industry_send: { carrier: 'SF', trackingNo: 'SF0000000000001', sentAt: '2026-02-03' },
    industry_postback: { receivedAt: '2026-02-06', complete: true },
    license: {
      creditCode: DEMO_ENTITIES[C_NAME],
      licenseIssueDate: '2026-02-10',
      establishDate: '2019-05-20',
      registrationAuthority: '杭州市上城区市场监督管理局',
    },
  },
};

export const DEMO_ENTERPRISES: readonly DemoEnterprise[] = [DEMO_A, DEMO_B, DEMO_C];

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const CATEGORY_BASE: Record<string, Row> = {
  manager: { fundBusinessType: 'equity' },
  product: { fundBusinessType: 'venture' },
  ownfund: {
    ownFundInvestDirection: DEMO_C.data.base?.ownFundInvestDirection,
    ownFundSource: DEMO_C.data.base?.ownFundSource,
    ownFundNoRaisingPledge: true,
  },
  other: { businessIndustry: 'technology', businessMain: '软件开发与信息技术服务' },
};
const TYPE_SPECIFIC_BASE_KEYS = [
  'fundBusinessType',
  'ownFundInvestDirection',
  'ownFundSource',
  'ownFundNoRaisingPledge',
  'businessIndustry',
  'businessMain',
  'creditCode',
  'establishDate',
];

const RELOCATED_FUND_MANAGED: Row = {
  amacManagerNo: 'P0000002',
  amacRegDate: '2020-06-18',
  managedFunds: [
    {
      fundName: '杭州示例一期股权投资合伙企业（有限合伙）',
      fundCode: 'SXY001',
      filingDate: '2020-09-10',
      fundType: 'equity',
      custodianName: '示例银行股份有限公司杭州分行',
      size: '10000.0000',
      status: 'running',
    },
  ],
};

/**
 * A complete valid example for any type: the demo enterprise of that type as is, otherwise the nearest demo's
 * entity (A for companies, B for partnerships) with the sections and fields the type adds or drops.
 */
export const exampleFor = (type: ApplyType): ApplicationData => {
  const demo = DEMO_ENTERPRISES.find((d) => d.type === type);
  if (demo) return copy(demo.data);
  const { category, companyType, relocate } = partsOf(type);
  const donor = copy(companyType === 'company' ? DEMO_A.data : DEMO_B.data);
  const base: Record<string, unknown> = { ...donor.base };
  for (const key of TYPE_SPECIFIC_BASE_KEYS) delete base[key];
  Object.assign(base, CATEGORY_BASE[category]);
  if (relocate)
    Object.assign(base, {
      creditCode: makeCreditCode('91330100', companyType === 'company' ? 'MA2A0005' : 'MA2C0006'),
      establishDate: '2022-03-01',
    });

  const riskAllowed = category === 'manager' || category === 'product';
  let officers = (donor.executives?.rows as Row[]).filter((r) => riskAllowed || !(r.posts as Row[]).some((p) => p.section === 'risk'));
  if (category === 'manager' && !officers.some((r) => (r.posts as Row[]).some((p) => p.section === 'risk')))
    officers = [...officers, ...(DEMO_A.data.executives?.rows as Row[]).filter((r) => r.names === '钱七').map(copy)];

  const data: Record<string, Row> = {
    base,
    capital: donor.capital ?? {},
    topman: donor.topman ?? {},
    executives: { rows: officers },
    contacts: donor.contacts ?? {},
    finance: copy(relocate ? (DEMO_C.data.finance ?? {}) : (DEMO_A.data.finance ?? {})),
  };
  if (category === 'manager') data.fundManaged = relocate ? copy(RELOCATED_FUND_MANAGED) : copy(DEMO_A.data.fundManaged ?? {});
  if (category === 'product')
    data.product = {
      ...copy(DEMO_B.data.product),
      ...(relocate ? { fundCode: 'SXY002', filingDate: '2023-04-12', foundedDate: '2023-03-01' } : {}),
    };
  if (relocate) data.relocation = copy(DEMO_C.data.relocation ?? {});
  return data;
};
