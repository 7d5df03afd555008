import { describe, expect, it } from 'vitest';
import { applyOutcomeLabel } from './apply-outcome.ts';
import { APPLY_STATUS } from '../applications/status.ts';
import { settlementOf, type SettlementSource } from './settlement.ts';

const LICENCE = { creditCode: '91330100MA2N01010X', licenseIssueDate: '2026-03-12', registrationAuthority: '杭州市上城区市场监督管理局' };
const source = (over: Partial<SettlementSource>): SettlementSource => ({
  relocate: false,
  stageRecords: {
    address: { registeredAddress: '基金小镇 1 幢 101 室', roomNo: '101' },
    industry_name: { approvedName: '杭州甲私募基金管理有限公司' },
    industry_enroll: { registrationAuthority: '杭州市市场监督管理局' },
    license: LICENCE,
  },
  sections: { base: { name: '杭州拟设私募基金管理有限公司', registeredCapital: '1000.0000' }, executives: { rows: [{ names: '张三' }] } },
  fallbackName: '申请名称',
  ...over,
});

describe('settlementOf', () => {
  it.each([
    ['a new enterprise: the licence and the name check decide', source({}), { name: '杭州甲私募基金管理有限公司', creditCode: LICENCE.creditCode, licenceNo: LICENCE.creditCode }],
    [
      'a relocated enterprise keeps the code on its form, and its name without a name check',
      source({
        relocate: true,
        stageRecords: { license: { ...LICENCE, creditCode: '91330100MA2A00050X' } },
        sections: { base: { name: '迁入有限公司', creditCode: '91330100MA27XY018X', registeredCapital: '5000' } },
      }),
      { name: '迁入有限公司', creditCode: '91330100MA27XY018X', registeredAddress: null, capital: '5000' },
    ],
    [
      'without a licence record, the form code stays and the online registration names the authority',
      source({ stageRecords: { industry_enroll: { registrationAuthority: '杭州市市场监督管理局' } }, sections: {} }),
      { name: '申请名称', creditCode: null, licenceNo: null, licenceDate: null, registrationAuthority: '杭州市市场监督管理局', officers: null, capital: null },
    ],
  ])('%s', (_title, input, expected) => {
    expect(settlementOf(input)).toMatchObject(expected);
  });

  it('takes the licence date, the address, the officers and the capital of the approved version', () => {
    expect(settlementOf(source({}))).toEqual({
      name: '杭州甲私募基金管理有限公司',
      creditCode: LICENCE.creditCode,
      licenceNo: LICENCE.creditCode,
      licenceDate: '2026-03-12',
      registeredAddress: '基金小镇 1 幢 101 室',
      registrationAuthority: '杭州市上城区市场监督管理局',
      officers: { rows: [{ names: '张三' }] },
      capital: '1000.0000',
    });
  });

  it('never takes a capital that is not an amount', () => {
    expect(settlementOf(source({ sections: { base: { registeredCapital: '一千万' } } })).capital).toBeNull();
  });
});

describe('applyOutcomeLabel', () => {
  it.each([
    [{ status: APPLY_STATUS.inReview, stage: 'risk' as const, haltedAt: null }, '审核中（合规风控委员会审核）'],
    [{ status: APPLY_STATUS.returned, stage: null, haltedAt: 'gov_early' as const }, '已驳回（止于政务服务中心初审）'],
    [{ status: APPLY_STATUS.settled, stage: null, haltedAt: null }, '已入驻'],
  ])('%o → %s', (apply, label) => {
    expect(applyOutcomeLabel(apply)).toBe(label);
  });
});
