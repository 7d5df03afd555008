import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TEnterpriseApply } from '../enterprises/enterprises.schemas.ts';
import type { TFlowRecord } from '../review/api/review.schemas.ts';
import type { ReviewState } from '../review/permission.ts';
import type { TApply } from './api/apply.schemas.ts';
import { zApplyStatus } from './status.schema.ts';
import { APPLY_STATUS_LABELS, APPLY_STATUSES, type ApplyStatus } from './status.ts';

describe('application status', () => {
  it('is the union of the seven statuses on the wire and in the workflow, not any number (issue 16 item 6)', () => {
    expectTypeOf<TApply['status']>().toEqualTypeOf<ApplyStatus>();
    expectTypeOf<TFlowRecord['status']>().toEqualTypeOf<ApplyStatus>();
    expectTypeOf<TEnterpriseApply['status']>().toEqualTypeOf<ApplyStatus>();
    expectTypeOf<ReviewState['status']>().toEqualTypeOf<ApplyStatus>();
    expect(APPLY_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const status of APPLY_STATUSES) expect(zApplyStatus().parse(status)).toBe(status);
    for (const bad of [-1, 7, 2.5, '2']) expect(zApplyStatus().safeParse(bad).success).toBe(false);
  });

  it('labels every status', () => {
    expect(APPLY_STATUSES.map((s) => APPLY_STATUS_LABELS[s])).toEqual(['草稿', '已提交', '审核中', '已撤回', '已驳回', '未通过', '已入驻']);
  });
});
