import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';
import type { TApplyEvent, TPresenceEvent } from '@ftown/domain/live/live.schemas';

/** getAllApply as a queue asks it: the queue is always named. */
export type QueueQuery = Pick<TGetAllApplyQuery, 'page' | 'size' | 'searchData' | 'clockLevel' | 'sort'> & Required<Pick<TGetAllApplyQuery, 'job'>>;

/** Query keys of the review feature: every call's options and every invalidation go through here. */
export const reviewKeys = {
  all: ['review'] as const,
  queues: () => [...reviewKeys.all, 'queue'] as const,
  queue: (query: QueueQuery) => [...reviewKeys.queues(), query] as const,
  /** Who examines a queue page's rows: refreshed with the queues, and on its own when only the examiner changed. */
  holders: (ids: readonly number[]) => [...reviewKeys.queues(), 'holders', ids] as const,
  apply: (id: number) => [...reviewKeys.all, 'apply', id] as const,
  state: (id: number) => [...reviewKeys.apply(id), 'state'] as const,
  /** The application's timeline (getTimeline): its flow records and everything else that happened to it. */
  flow: (id: number) => [...reviewKeys.apply(id), 'flow'] as const,
  /** The examine view's claim: its heartbeat, and the answer who holds the application. */
  presence: (id: number) => [...reviewKeys.apply(id), 'presence'] as const,
  corrections: (id: number) => [...reviewKeys.apply(id), 'corrections'] as const,
  version: (id: number, version: number) => [...reviewKeys.apply(id), 'version', version] as const,
  compare: (id: number, version: number, against: number | undefined, call: string) =>
    [...reviewKeys.apply(id), 'compare', version, against ?? null, call] as const,
  staff: () => [...reviewKeys.all, 'staff'] as const,
  loads: (stage: string) => [...reviewKeys.all, 'loads', stage] as const,
};

/**
 * What an application change makes stale here: every queue page (it may join, leave or move within one) and that
 * application's review state, flow and claim; the staff list and the candidates do not follow applications, and the
 * examiners' loads are read afresh when the dialog opens.
 */
export const reviewOnApplyChange = (change: TApplyEvent | null): InvalidateQueryFilters[] =>
  change === null
    ? [{ queryKey: reviewKeys.queues() }, { queryKey: [...reviewKeys.all, 'apply'] }]
    : [
        { queryKey: reviewKeys.queues() },
        { queryKey: reviewKeys.state(change.id) },
        { queryKey: reviewKeys.flow(change.id) },
        // A decision ends the visit's claim; the view claims the next stage afresh if its user decides there.
        { queryKey: reviewKeys.presence(change.id) },
      ];

/**
 * What a change of examiner makes stale: that application's claim in its views, every queue page's holders, and on a
 * takeover (a new holder replacing one) the application's timeline, which lists takeovers for staff.
 */
export const reviewOnPresenceChange = (event: TPresenceEvent): InvalidateQueryFilters[] => [
  { queryKey: reviewKeys.presence(event.apply) },
  { queryKey: [...reviewKeys.queues(), 'holders'] },
  ...(event.holder !== null && event.from !== null ? [{ queryKey: reviewKeys.flow(event.apply) }] : []),
];
