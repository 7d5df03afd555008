import { describe, expect, it } from 'vitest';
import { STRATEGIC_MESSAGES, ZPartnerListQuery, ZStrategicSubmitData } from './partners.schemas.ts';

const data = {
  unicodes: 'ENT-3',
  intent: 'fundraising',
  partnerIds: [3, 1, 3],
  contactName: ' 孙八 ',
  contactPhone: '0571-88886666',
};

describe('strategic submitData', () => {
  it('trims, dedupes the partners and defaults the note', () => {
    expect(ZStrategicSubmitData.parse(data)).toEqual({ ...data, partnerIds: [3, 1], contactName: '孙八', note: '' });
  });

  it.each([
    [{ intent: 'lunch' }, STRATEGIC_MESSAGES.intent],
    [{ partnerIds: [] }, STRATEGIC_MESSAGES.partners],
    [{ partnerIds: Array.from({ length: 11 }, (_, i) => i + 1) }, STRATEGIC_MESSAGES.partnersMax],
    [{ contactName: '' }, STRATEGIC_MESSAGES.contactName],
    [{ contactPhone: '123' }, '请输入正确的手机号码或座机号码'],
    [{ note: 'x'.repeat(501) }, STRATEGIC_MESSAGES.note],
  ])('refuses %j', (patch, message) => {
    expect(ZStrategicSubmitData.safeParse({ ...data, ...patch }).error?.issues[0]?.message).toBe(message);
  });
});

describe('partner list query', () => {
  it('defaults the page and bounds the size', () => {
    expect(ZPartnerListQuery.parse({})).toEqual({ page: 1, size: 10 });
    expect(ZPartnerListQuery.safeParse({ size: '500' }).success).toBe(false);
  });
});
