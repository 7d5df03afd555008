import { describe, expect, it } from 'vitest';
import { APPLY_STATUS } from '../applications/status.ts';
import { ASSIGNEE_COLUMNS, assigneeColumnsOf, assigneesOf, reviewStateOf, type ReviewRecord } from './review-state.ts';

const row: ReviewRecord = {
  status: APPLY_STATUS.inReview,
  stage: 'statute_early',
  haltedAt: null,
  version: 2,
  unicodes: 'ENT-7',
  category: 'manager',
  companyType: 'partner',
  relocate: true,
  govExaminerId: 11,
  statuteExaminerId: 21,
};

describe('reviewStateOf', () => {
  it('maps an application row to the workflow state, each centre to its own assignee column', () => {
    expect(reviewStateOf(row, false)).toEqual({
      status: 2,
      stage: 'statute_early',
      haltedAt: null,
      version: 2,
      unicodes: 'ENT-7',
      assignees: { government: 11, statute: 21 },
      facts: { category: 'manager', companyType: 'partner', relocate: true, renameOnMove: false },
    });
  });

  it('writes the assignees back to the columns it reads them from', () => {
    expect(assigneeColumnsOf(assigneesOf(row))).toEqual({ govExaminerId: 11, statuteExaminerId: 21 });
    expect(Object.values(ASSIGNEE_COLUMNS)).toEqual(['govExaminerId', 'statuteExaminerId']);
  });
});
