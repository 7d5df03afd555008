import { applicationsOnApplyChange } from '@/features/applications/live-changes';
import { homeOnApplyChange } from '@/features/home/api/keys';
import type { ApplyChangeQueries } from '@/features/live/apply-changes';
import { reviewOnApplyChange } from '@/features/review/api/keys';

/** Every feature that shows applications, with the queries a change of one makes stale (features/live refreshes them). */
export const APPLY_CHANGE_QUERIES: readonly ApplyChangeQueries[] = [applicationsOnApplyChange, reviewOnApplyChange, homeOnApplyChange];
