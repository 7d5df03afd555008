import { describe, expect, it } from 'vitest';
import type { ApplyStatus } from '../applications/status.ts';
import type { Actor } from '../review/permission.ts';
import { ZWarnedEvent } from './live.schemas.ts';
import { indexTallies, noticesOf, QUEUED_STATUSES, type QueueTally } from './notices.ts';

const GOV1 = 11;
const GOV2 = 12;
const LAW1 = 21;
const LAW2 = 22;

const row = (status: ApplyStatus, stage: QueueTally['stage'], count: number, gov: number | null = null, statute: number | null = null): QueueTally => ({
  status,
  stage,
  govExaminerId: gov,
  statuteExaminerId: statute,
  count,
});

const TALLIES = indexTallies([
  row(1, null, 3),
  row(4, null, 2),
  row(5, null, 1),
  row(6, null, 40),
  row(2, 'gov_distribution', 4),
  row(2, 'gov_early', 2, GOV1),
  row(2, 'gov_early', 1, GOV2),
  row(2, 'gov_review', 1, GOV1),
  row(2, 'statute_early', 1, GOV1, LAW1),
  row(2, 'statute_early', 2, GOV2, LAW1),
  row(2, 'statute_early', 1, GOV2, LAW2),
  row(2, 'risk', 5, GOV1, LAW1),
]);

const staff = (uid: number, department: string, job: string, nodes: string[]): Actor => ({ uid, roles: ['examiner'], nodes, department, job });
const GOVERNMENT = ['government/distribution', 'government/early', 'government/review'];
const STATUTE = ['statute/distribution', 'statute/early', 'statute/review'];

describe('noticesOf', () => {
  it.each<[string, Actor, unknown]>([
    [
      'an examiner counts only what is assigned to them in assigned stages',
      staff(GOV1, '政务服务中心', '审查员', ['government/early', 'government/review']),
      [
        { routePath: '/government/early/index', notices: 2 },
        { routePath: '/government/review/index', notices: 1 },
      ],
    ],
    [
      'the statute examiner counts by the statute assignee, whoever the government one was',
      staff(LAW1, '法律合规中心', '审查员', ['statute/early', 'statute/review']),
      [
        { routePath: '/statute/early/index', notices: 3 },
        { routePath: '/statute/review/index', notices: 0 },
      ],
    ],
    [
      "the service centre's chief sees every application and the count per examiner, plus the lists it holds",
      staff(2, '政务服务中心', '专员', ['examine', ...GOVERNMENT, 'rejection', 'nopassed']),
      [
        { routePath: '/government/distribution/index', notices: 4 },
        { routePath: '/government/early/index', notices: 3, staff: { [GOV1]: 2, [GOV2]: 1 } },
        { routePath: '/government/review/index', notices: 1, staff: { [GOV1]: 1 } },
        { routePath: '/examine/index', notices: 3 },
        { routePath: '/rejection/index', notices: 2 },
        { routePath: '/nopassed/index', notices: 1 },
      ],
    ],
    [
      "the legal centre's chief gets the per-examiner counts of the statute stages (empty where none is assigned)",
      staff(3, '法律合规中心', '专员', STATUTE),
      [
        { routePath: '/statute/distribution/index', notices: 0 },
        { routePath: '/statute/early/index', notices: 4, staff: { [LAW1]: 3, [LAW2]: 1 } },
        { routePath: '/statute/review/index', notices: 0, staff: {} },
      ],
    ],
    ['a stage nobody is assigned in counts everything', staff(31, '风控委员会', '审查员', ['risk']), [{ routePath: '/risk/index', notices: 5 }]],
    ['an applicant has no queue', { uid: 9, roles: ['editor'], nodes: [], department: '', job: '' }, []],
  ])('%s', (_, actor, expected) => {
    expect(noticesOf(TALLIES, actor)).toEqual(expected);
  });

  it('gives admin every queue, without per-examiner counts (admin is no centre chief)', () => {
    const notices = noticesOf(TALLIES, { uid: 1, roles: ['admin'], nodes: [], department: '', job: '' });
    expect(ZWarnedEvent.parse(notices)).toEqual(notices);
    expect(notices).toHaveLength(18);
    expect(notices.filter((n) => n.staff !== undefined)).toEqual([]);
    expect(Object.fromEntries(notices.filter((n) => n.notices > 0).map((n) => [n.routePath, n.notices]))).toEqual({
      '/examine/index': 3,
      '/government/distribution/index': 4,
      '/government/early/index': 3,
      '/government/review/index': 1,
      '/statute/early/index': 4,
      '/risk/index': 5,
      '/rejection/index': 2,
      '/nopassed/index': 1,
    });
  });

  it('counts zero everywhere when nothing waits', () => {
    const notices = noticesOf(indexTallies([]), staff(2, '政务服务中心', '专员', ['examine', 'government/early']));
    expect(notices).toEqual([
      { routePath: '/government/early/index', notices: 0, staff: {} },
      { routePath: '/examine/index', notices: 0 },
    ]);
  });
});

describe('QUEUED_STATUSES', () => {
  it('are the statuses staff queues list: submitted, in review, returned, not passed', () => {
    expect([...QUEUED_STATUSES].sort()).toEqual([1, 2, 4, 5]);
  });
});
