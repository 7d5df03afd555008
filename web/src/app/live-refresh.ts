import { applicationsOnApplyChange } from '@/features/applications/live-changes';
import { enterprisesOnApplyChange } from '@/features/enterprises/api/keys';
import { homeOnApplyChange } from '@/features/home/api/keys';
import type { ApplyChangeQueries, PresenceChangeQueries } from '@/features/live/apply-changes';
import { reviewOnApplyChange, reviewOnPresenceChange } from '@/features/review/api/keys';
import { taxOnApplyChange } from '@/features/tax/api/tax-keys';

/** Every feature that shows applications, with the queries a change of one makes stale (features/live refreshes them). */
export const APPLY_CHANGE_QUERIES: readonly ApplyChangeQueries[] = [
  applicationsOnApplyChange,
  reviewOnApplyChange,
  homeOnApplyChange,
  enterprisesOnApplyChange,
  taxOnApplyChange,
];

/** Every feature that shows who examines an application (staff only). */
export const PRESENCE_CHANGE_QUERIES: readonly PresenceChangeQueries[] = [reviewOnPresenceChange];
