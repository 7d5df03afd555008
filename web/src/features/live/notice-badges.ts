import type { TNotice } from '@ftown/domain/live/live.schemas';

export type StaffCount = { uid: number; count: number };
/** `overdue`: how many of `count` are past their stage's time limit (issue 14). */
export type Badge = { count: number; overdue: number; staff: StaffCount[] };

/**
 * The sidebar's badge per route path (warnedSE entries name the queue's route path, the special nodes nopassed
 * and rejection included). A chief's per-examiner counts come sorted, busiest first, without the idle.
 */
export const badgesByPath = (notices: readonly TNotice[]): ReadonlyMap<string, Badge> => {
  const badges = new Map<string, Badge>();
  for (const notice of notices) {
    const badge = badges.get(notice.routePath) ?? { count: 0, overdue: 0, staff: [] };
    const staff = new Map(badge.staff.map((s) => [s.uid, s.count]));
    for (const [uid, count] of Object.entries(notice.staff ?? {})) staff.set(Number(uid), (staff.get(Number(uid)) ?? 0) + count);
    badges.set(notice.routePath, {
      count: badge.count + notice.notices,
      overdue: badge.overdue + (notice.overdue ?? 0),
      staff: [...staff].map(([uid, count]) => ({ uid, count })).filter((s) => s.count > 0).sort((a, b) => b.count - a.count || a.uid - b.uid),
    });
  }
  return badges;
};
