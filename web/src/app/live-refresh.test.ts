import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { applyKeys } from '@/features/applications/api/keys';
import { enterpriseKeys } from '@/features/enterprises/api/keys';
import { homeKeys } from '@/features/home/api/keys';
import { refreshOnApplyChange } from '@/features/live/apply-changes';
import { messageKeys } from '@/features/messages/api/keys';
import { reviewKeys } from '@/features/review/api/keys';
import { taxKeys } from '@/features/tax/api/tax-keys';
import { APPLY_CHANGE_QUERIES } from './live-refresh';

const queue = reviewKeys.queue({ job: 'gov_early', page: 1, size: 10 });
const KEYS: Record<string, QueryKey> = {
  applicantList: applyKeys.list({ page: 1 }),
  view7: applyKeys.detail(7, 0),
  version7: applyKeys.detail(7, 1),
  read7: applyKeys.byId(7),
  view8: applyKeys.detail(8, 0),
  queue,
  state7: reviewKeys.state(7),
  flow7: reviewKeys.flow(7),
  state8: reviewKeys.state(8),
  staffUsers: reviewKeys.staff(),
  staffHome: homeKeys.staff(),
  applicantHome: homeKeys.applicant(),
  register: enterpriseKeys.list({ search: undefined, page: 1, size: 10 }),
  reporting: taxKeys.mine(),
  taxReports: taxKeys.reports('ENT-7'),
  messages: messageKeys.all,
};

/** A cache holding every query above, and which of them an event left stale. */
const staleAfter = (change: Parameters<ReturnType<typeof refreshOnApplyChange>>[0]) => {
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { loaded: true });
  refreshOnApplyChange(client, APPLY_CHANGE_QUERIES)(change);
  return Object.entries(KEYS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
};

describe('an application change from the live feed', () => {
  it('makes stale the lists, queue pages and home counts, and the views of that application only', () => {
    expect(staleAfter({ id: 7, status: 4, stage: null })).toEqual([
      'applicantList',
      'view7',
      'version7',
      'read7',
      'queue',
      'state7',
      'flow7',
      'staffHome',
      'applicantHome',
    ]);
  });

  it('makes the register and the reporting enterprises stale when an application is settled', () => {
    expect(staleAfter({ id: 7, status: 6, stage: null })).toEqual(expect.arrayContaining(['register', 'reporting']));
    expect(staleAfter({ id: 7, status: 6, stage: null })).not.toContain('taxReports');
  });

  it('makes stale everything showing applications after a gap in the stream, and nothing else', () => {
    expect(staleAfter(null)).toEqual([
      'applicantList',
      'view7',
      'version7',
      'read7',
      'view8',
      'queue',
      'state7',
      'flow7',
      'state8',
      'staffHome',
      'applicantHome',
      'register',
      'reporting',
    ]);
  });
});
