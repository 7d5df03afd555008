import { describe, expect, it } from 'vitest';
import { enterpriseLabelOf } from './review-state';

describe('enterpriseLabelOf', () => {
  it('names the enterprise, and never falls back to the internal code', () => {
    expect(enterpriseLabelOf({ name: '杭州示例私募基金管理有限公司' })).toBe('杭州示例私募基金管理有限公司');
    expect(enterpriseLabelOf({ name: '' })).toBe('（未填写企业名称）');
  });
});
