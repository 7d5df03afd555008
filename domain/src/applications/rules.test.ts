import { describe, expect, it } from 'vitest';
import type { ApplyType } from './types.ts';
import type { ApplicationData } from './form-model.ts';
import { DEMO_A, DEMO_B, DEMO_C, DEMO_PEOPLE, exampleFor } from './examples.ts';
import { storedWarningsOf, validateApplication, validateSection, warningsOf } from './validate.ts';
import { edit, withValue, without } from './test-support.ts';
import { ratiosOf } from './sections/capital.ts';

const TODAY = '2026-11-22';
const A = DEMO_A.data;
const B = DEMO_B.data;
const C = DEMO_C.data;

type Rows = { rows: Record<string, unknown>[] };
const rows = (d: Record<string, Record<string, unknown>>, section: string) => (d[section] as Rows).rows;

const errorsOf = (type: ApplyType, data: ApplicationData) => {
  const result = validateApplication(type, data, { today: TODAY });
  return result.ok ? {} : result.errors;
};

/** [rule, type, data, path expected to carry an error, expected message fragment] */
const refused: [string, ApplyType, ApplicationData, string, string][] = [
  ['ratios sum to 100 %', 'manager_company', withValue(A, 'capital.rows.2.ratio', '10.0200'), 'capital.rows', '合计应为100%'],
  ['registered capital = Σ subscribed', 'manager_company', withValue(A, 'base.registeredCapital', '1200'), 'base.registeredCapital', '认缴出资额之和'],
  ['paid-in capital = Σ paid in', 'manager_company', withValue(A, 'capital.rows.2.paidIn', '50'), 'base.paidInCapital', '实缴出资额之和'],
  ['paid in ≤ subscribed', 'manager_company', withValue(A, 'capital.rows.0.paidIn', '700'), 'capital.rows.0.paidIn', '不能大于认缴'],
  ['paid-in capital ≤ registered', 'ownfund_company_relocate', withValue(C, 'base.paidInCapital', '5000.0001'), 'base.paidInCapital', '不能大于注册资本'],
  ['subscribed > 0', 'manager_company', withValue(A, 'capital.rows.2.subscribed', '0'), 'capital.rows.2.subscribed', '应大于0'],
  ['unique idNo among holders', 'manager_company', withValue(A, 'capital.rows.2.idNo', DEMO_PEOPLE.张三.idNo), 'capital.rows.2.idNo', '重复'],
  ['idNo checked by its type', 'manager_company', withValue(A, 'capital.rows.0.idNo', '110105194912310021'), 'capital.rows.0.idNo', '身份证号码有误'],
  ['credit code checked by its type', 'manager_company', withValue(A, 'capital.rows.1.idNo', '91330100MA27XY018Y'), 'capital.rows.1.idNo', '统一社会信用代码有误'],
  ['company: no labour', 'manager_company', withValue(A, 'capital.rows.0.method', 'labour'), 'capital.rows.0.method', '劳务'],
  ['LP: no labour', 'product_partner', withValue(B, 'capital.rows.1.method', 'labour'), 'capital.rows.1.method', '劳务'],
  ['partnership: ≥1 GP', 'product_partner', withValue(B, 'capital.rows.0.partnerType', 'LP'), 'capital.rows', '普通合伙人'],
  ['partnership: executive partner is a GP', 'product_partner', withValue(B, 'capital.rows.0.partnerType', 'LP'), 'capital.rows.0.isExecutivePartner', '应为普通合伙人'],
  ['partnership: ≥1 executive partner', 'product_partner', withValue(B, 'capital.rows.0.isExecutivePartner', false), 'capital.rows', '执行事务合伙人'],
  ['limited partnership: ≥1 LP', 'product_partner', edit(B, (d) => rows(d, 'capital').forEach((r) => (r.partnerType = 'GP'))), 'capital.rows', '有限合伙人'],
  ['partnership: ≥2 partners', 'product_partner', edit(B, (d) => rows(d, 'capital').splice(1)), 'capital.rows', '请至少填写2条'],
  ['delegate of an entity executive partner', 'product_partner', without(B, 'capital.rows.0.delegateName'), 'capital.rows.0.delegateName', '请填写'],
  ['unpaid capital due within 5 years', 'manager_company', edit(A, (d) => {
    rows(d, 'capital')[2]!.paidIn = '0';
    rows(d, 'capital')[2]!.dueDate = '2031-11-23';
    d.base!.paidInCapital = '900';
  }), 'capital.rows.2.dueDate', '2031-11-22'],
  ['paid-up capital is due within 5 years too', 'manager_company', withValue(A, 'capital.rows.0.dueDate', '2031-11-23'), 'capital.rows.0.dueDate', '不得晚于2031-11-22'],
  ['a company founded before the 2023 law pays in by 2032-06-30', 'manager_company_relocate', withValue(exampleFor('manager_company_relocate'), 'capital.rows.2.dueDate', '2032-07-01'), 'capital.rows.2.dueDate', '不得晚于2032-06-30'],
  ['a relocated company founded after the law counts from its founding', 'manager_company_relocate', edit(exampleFor('manager_company_relocate'), (d) => {
    d.base!.establishDate = '2025-03-01';
    rows(d, 'capital')[0]!.dueDate = '2030-03-02';
  }), 'capital.rows.0.dueDate', '不得晚于2030-03-01'],
  ['company name suffix', 'manager_company', withValue(A, 'base.name', '杭州示例私募基金管理'), 'base.name', '有限公司'],
  ['partnership name mark', 'product_partner', withValue(B, 'base.name', '杭州示例一期创业投资合伙企业'), 'base.name', '（有限合伙）'],
  ['termYears when fixed', 'product_partner', without(B, 'base.termYears'), 'base.termYears', '请填写'],
  ['founded in the past', 'ownfund_company_relocate', withValue(C, 'base.establishDate', '2026-11-23'), 'base.establishDate', '不能晚于今天'],
  ['own-fund pledge is given', 'ownfund_company_relocate', withValue(C, 'base.ownFundNoRaisingPledge', false), 'base.ownFundNoRaisingPledge', '承诺'],
  ['indirect control needs a chain', 'ownfund_company_relocate', without(C, 'topman.controlChain'), 'topman.controlChain', '控制链'],
  ['one legal representative', 'manager_company', edit(A, (d) => (rows(d, 'executives')[2]!.posts as unknown[]).push({ section: 'legal', job: 'director' })), 'executives.rows', '只能有一名'],
  ['manager needs a risk officer', 'manager_company', edit(A, (d) => rows(d, 'executives').splice(4, 1)), 'executives.rows', '请填写合规风控负责人'],
  ['board of 1 or ≥3', 'manager_company', edit(A, (d) => rows(d, 'executives').splice(2, 1)), 'executives.rows', '董事会成员'],
  ['two supervisors', 'ownfund_company_relocate', edit(C, (d) => rows(d, 'executives').push({ ...rows(d, 'executives')[1], names: '陈十三', idNo: DEMO_PEOPLE.陈十三.idNo })), 'executives.rows', '监事应为1人或3人以上'],
  ['supervisor is no director', 'ownfund_company_relocate', edit(C, (d) => (rows(d, 'executives')[1]!.posts as unknown[]).push({ section: 'directorate', job: 'director' })), 'executives.rows.1.posts', '不得兼任监事'],
  ['legal is a director or the manager', 'ownfund_company_relocate', edit(C, (d) => {
    rows(d, 'executives')[0]!.posts = [{ section: 'directorate', job: '2' }];
    (rows(d, 'executives')[1]!.posts as unknown[]).push({ section: 'legal', job: 'supervisor' });
  }), 'executives.rows.1.posts', '法定代表人应由'],
  ['job fits the post', 'manager_company', withValue(A, 'executives.rows.2.posts.0.job', '3'), 'executives.rows.2.posts.0.job', '不符'],
  ['unique officer idNo', 'manager_company', withValue(A, 'executives.rows.3.idNo', DEMO_PEOPLE.王五.idNo), 'executives.rows.3.idNo', '重复'],
  ['legal and risk give a mobile', 'manager_company', without(A, 'executives.rows.4.mobile'), 'executives.rows.4.mobile', '请填写'],
  ['partnership legal is the executive partner or its delegate', 'product_partner', withValue(B, 'executives.rows.0.names', '钱七'), 'executives.rows.0.names', '执行事务合伙人'],
  ['exactly one primary contact', 'manager_company', withValue(A, 'contacts.rows.0.primary', false), 'contacts.rows', '主要联系人'],
  ['liaison gives an ID number', 'manager_company', withValue(A, 'contacts.rows.0.role', 'liaison'), 'contacts.rows.0.idNo', '请填写'],
  ['plan years are distinct', 'manager_company', withValue(A, 'finance.plan.1.year', 1), 'finance.plan.1.year', '重复'],
  ['plan covers years 1-3', 'manager_company', edit(A, (d) => (d.finance!.plan as unknown[]).pop()), 'finance.plan', '请至少填写3条'],
  ['first close ≤ target size', 'manager_company', withValue(A, 'fundManaged.plannedFunds.0.firstClose', '30000.0001'), 'fundManaged.plannedFunds.0.firstClose', '不能大于管理规模'],
  ['invest period ≤ term', 'product_partner', withValue(B, 'product.investPeriodYears', 8), 'product.investPeriodYears', '不能长于存续期'],
  ['custodian when custodied', 'product_partner', without(B, 'product.custodianName'), 'product.custodianName', '请填写'],
  ['look-through count for vehicle LPs', 'product_partner', withValue(B, 'capital.rows.2.name', '杭州示例三期创业投资合伙企业（有限合伙）'), 'product.lookThroughCount', '穿透'],
  ['AMAC manager number format', 'product_partner', withValue(B, 'product.managerAmacNo', 'P123'), 'product.managerAmacNo', 'P加7位数字'],
  ['percent at most 100', 'manager_company', withValue(A, 'capital.rows.0.ratio', '100.5'), 'capital.rows.0.ratio', '不能大于100'],
  ['amount has at most 4 decimals', 'manager_company', withValue(A, 'base.registeredCapital', '1000.00001'), 'base.registeredCapital', '最多4位小数'],
];

describe('E rules', () => {
  it.each(refused)('%s', (_rule, type, data, path, message) => {
    expect(errorsOf(type, data)[path]).toContain(message);
  });

  it.each([
    ['ratios within 0.01 of 100 %', 'manager_company', withValue(A, 'capital.rows.2.ratio', '10.0100')],
    ['no termYears for a long term', 'manager_company', without(A, 'base.termYears')],
    ['no custodian when not custodied', 'product_partner', without(withValue(B, 'product.custodied', false), 'product.custodianName')],
    ['a general partnership needs no LP', 'product_partner', edit(B, (d) => {
      rows(d, 'capital').forEach((r) => (r.partnerType = 'GP'));
      d.base!.entityType = 'generalPartnership';
      d.base!.name = '杭州示例一期创业投资合伙企业（普通合伙）';
    })],
    ['a relocated company counts from the 2023 law', 'manager_company_relocate', edit(exampleFor('manager_company_relocate'), (d) => {
      rows(d, 'capital')[2]!.paidIn = '0';
      rows(d, 'capital')[2]!.dueDate = '2029-07-01';
      d.base!.paidInCapital = '900';
    })],
    ['a company founded before the 2023 law pays in by 2032-06-30', 'manager_company_relocate', withValue(exampleFor('manager_company_relocate'), 'capital.rows.2.dueDate', '2032-06-30')],
  ] as const)('accepts: %s', (_rule, type, data) => expect(errorsOf(type, data)).toEqual({}));

  it('normalises amounts to 4 decimals and counts an empty string as missing', () => {
    const ok = validateSection('manager_company', 'base', { ...A.base, registeredCapital: '1000', employees: '6' }, 'submit', { today: TODAY });
    expect(ok.ok && ok.data.registeredCapital).toBe('1000.0000');
    expect(ok.ok && ok.data.employees).toBe(6);
    const missing = validateSection('manager_company', 'base', { ...A.base, officeAddress: '  ' }, 'submit', { today: TODAY });
    expect(missing.ok ? {} : missing.errors).toEqual({ 'base.officeAddress': '请填写实际办公地址' });
  });

  it('checks formats but not requirements in a draft', () => {
    const draft = validateSection('manager_company', 'contacts', { rows: [{ name: '王五', email: 'nope' }] }, 'draft');
    expect(draft.ok ? {} : draft.errors).toEqual({ 'contacts.rows.0.email': '请输入正确的电子邮箱' });
    expect(validateSection('manager_company', 'product', {}, 'draft').ok).toBe(false);
  });
});

describe('W rules', () => {
  const fieldsOf = (type: ApplyType, data: ApplicationData) => warningsOf(type, data, { today: TODAY }).map((w) => w.field);

  it.each([
    ['manager paid-in ≥ 1000', 'manager_company', edit(A, (d) => {
      d.base!.paidInCapital = '500';
      rows(d, 'capital')[0]!.paidIn = '100';
    }), 'base.paidInCapital'],
    ['manager paid-in ratio ≥ 25 %', 'manager_company', withValue(A, 'base.paidInCapital', '200'), 'base.paidInCapital'],
    ['manager staff ≥ 5', 'manager_company', withValue(A, 'base.employees', 3), 'base.employees'],
    ['manager name words', 'manager_company', withValue(A, 'base.name', '杭州示例投资管理有限公司'), 'base.name'],
    ['manager scope words', 'manager_company', withValue(A, 'base.businessScope', '投资咨询'), 'base.businessScope'],
    ['manager capital in cash', 'manager_company', withValue(A, 'capital.rows.1.method', 'kind'), 'capital.rows.1.method'],
    ['risk officer qualified', 'manager_company', withValue(A, 'executives.rows.4.hasFundQualification', false), 'executives.rows.4.hasFundQualification'],
    ['risk officer not part-time', 'manager_company', withValue(A, 'executives.rows.4.partTime', true), 'executives.rows.4.partTime'],
    ['product name words', 'product_partner', withValue(B, 'base.name', '杭州示例一期投资合伙企业（有限合伙）'), 'base.name'],
    ['product target covers subscriptions', 'product_partner', withValue(B, 'product.targetSize', '10000'), 'product.targetSize'],
    ['product investor minimum', 'product_partner', withValue(B, 'capital.rows.4.paidIn', '50'), 'capital.rows.4.paidIn'],
    ['manager partner is the executive partner', 'product_partner', edit(B, (d) => {
      d.product!.managerName = '王五';
    }), 'capital.rows.3.isExecutivePartner'],
    ['look-through ≤ 50', 'product_partner', withValue(B, 'product.lookThroughCount', 51), 'product.lookThroughCount'],
  ] as const)('%s', (_rule, type, data, field) => {
    expect(fieldsOf(type, data)).toContain(field);
  });

  /** Each section as saveSection stores it (its draft schema's output), and the whole as a submission freezes it. */
  const storedForms = (type: ApplyType, data: ApplicationData) => {
    const draft = Object.fromEntries(
      Object.entries(data).map(([key, value]) => {
        const saved = validateSection(type, key as keyof ApplicationData, value, 'draft', { today: TODAY });
        if (!saved.ok) throw new Error(`${key} does not save: ${JSON.stringify(saved.errors)}`);
        return [key, saved.data];
      }),
    ) as ApplicationData;
    const frozen = validateApplication(type, data, { today: TODAY });
    return frozen.ok ? [draft, frozen.data] : [draft];
  };

  it.each([
    ...[DEMO_A, DEMO_B, DEMO_C].map((demo) => [`demo ${demo.type}`, demo.type, demo.data, 0] as const),
    ['manager below every threshold', 'manager_company', edit(A, (d) => {
      d.base!.paidInCapital = '500';
      d.base!.employees = 3;
      rows(d, 'capital')[0]!.paidIn = '100';
      rows(d, 'capital')[1]!.method = 'kind';
    }), 3],
    ['product beyond its limits', 'product_partner', edit(B, (d) => {
      d.product!.targetSize = '10000';
      d.product!.lookThroughCount = 51;
    }), 2],
  ] as const)('%s: a stored draft or version is read as it is and warns as its input did', (_case, type, data, warnings) => {
    const expected = warningsOf(type, data, { today: TODAY });
    expect(expected).toHaveLength(warnings);
    for (const stored of storedForms(type, data)) {
      // What storedWarningsOf relies on: the draft schema gives a stored section back unchanged.
      for (const [key, value] of Object.entries(stored)) {
        expect(validateSection(type, key as keyof ApplicationData, value, 'draft', { today: TODAY })).toEqual({ ok: true, data: value });
      }
      expect(storedWarningsOf(type, stored, { today: TODAY })).toEqual(expected);
    }
  });

  it('never blocks a submission', () => {
    const data = withValue(A, 'base.employees', 1);
    expect(fieldsOf('manager_company', data)).toContain('base.employees');
    expect(validateApplication('manager_company', data, { today: TODAY }).ok).toBe(true);
  });
});

describe('capital ratios', () => {
  it.each([
    [['600', '300.0000', '100'], ['60.0000', '30.0000', '10.0000']],
    [['1', '1', '1'], ['33.3333', '33.3333', '33.3333']],
    [['2', '1'], ['66.6667', '33.3333']],
    [['200', '10000', '4800', '3000', '2000'], ['1.0000', '50.0000', '24.0000', '15.0000', '10.0000']],
    [['1', ''], [null, null]],
    [['0', '0'], [null, null]],
  ])('%j -> %j', (subscribed, ratios) => expect(ratiosOf(subscribed)).toEqual(ratios));
});
