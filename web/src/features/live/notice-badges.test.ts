import { describe, expect, it } from 'vitest';
import { badgesByPath } from './notice-badges';

describe('sidebar badges from the notice list', () => {
  it('counts each queue, the special nodes included, and lists a chief’s examiners busiest first without the idle', () => {
    const badges = badgesByPath([
      { routePath: '/government/early/index', notices: 5, staff: { '7': 1, '5': 4, '9': 0 } },
      { routePath: '/nopassed/index', notices: 2 },
      { routePath: '/rejection/index', notices: 0 },
    ]);
    expect(badges.get('/government/early/index')).toEqual({
      count: 5,
      overdue: 0,
      staff: [
        { uid: 5, count: 4 },
        { uid: 7, count: 1 },
      ],
    });
    expect(badges.get('/nopassed/index')).toEqual({ count: 2, overdue: 0, staff: [] });
    expect(badges.get('/rejection/index')).toEqual({ count: 0, overdue: 0, staff: [] });
    expect(badges.has('/risk/index')).toBe(false);
  });

  it('adds up entries that name the same path', () => {
    const badges = badgesByPath([
      { routePath: '/risk/index', notices: 1, staff: { '3': 1 } },
      { routePath: '/risk/index', notices: 2, staff: { '3': 2 } },
    ]);
    expect(badges.get('/risk/index')).toEqual({ count: 3, overdue: 0, staff: [{ uid: 3, count: 3 }] });
  });

  it('carries how many of a queue are overdue', () => {
    const badges = badgesByPath([
      { routePath: '/risk/index', notices: 4, overdue: 1 },
      { routePath: '/overdue/index', notices: 3, overdue: 3 },
    ]);
    expect(badges.get('/risk/index')).toMatchObject({ count: 4, overdue: 1 });
    expect(badges.get('/overdue/index')).toMatchObject({ count: 3, overdue: 3 });
  });
});
