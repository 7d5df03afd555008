import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';
import type { TApplyEvent } from '@ftown/domain/live/live.schemas';

/** getAllApply as a queue asks it: the queue is always named. */
export type QueueQuery = Pick<TGetAllApplyQuery, 'page' | 'size' | 'searchData' | 'clockLevel' | 'sort'> & Required<Pick<TGetAllApplyQuery, 'job'>>;

/** Query keys of the review feature: every call's options and every invalidation go through here. */
export const reviewKeys = {
  all: ['review'] as const,
  queues: () => [...reviewKeys.all, 'queue'] as const,
  queue: (query: QueueQuery) => [...reviewKeys.queues(), query] as const,
  apply: (id: number) => [...reviewKeys.all, 'apply', id] as const,
  state: (id: number) => [...reviewKeys.apply(id), 'state'] as const,
  /** The application's timeline (getTimeline): its flow records and everything else that happened to it. */
  flow: (id: number) => [...reviewKeys.apply(id), 'flow'] as const,
  version: (id: number, version: number) => [...reviewKeys.apply(id), 'version', version] as const,
  compare: (id: number, version: number, call: string) => [...reviewKeys.apply(id), 'compare', version, call] as const,
  staff: () => [...reviewKeys.all, 'staff'] as const,
  candidates: (stage: string) => [...reviewKeys.all, 'candidates', stage] as const,
};

/**
 * What an application change makes stale here: every queue page (it may join, leave or move within one) and that
 * application's review state and flow; the staff list and the candidates do not follow applications.
 */
export const reviewOnApplyChange = (change: TApplyEvent | null): InvalidateQueryFilters[] =>
  change === null
    ? [{ queryKey: reviewKeys.queues() }, { queryKey: [...reviewKeys.all, 'apply'] }]
    : [{ queryKey: reviewKeys.queues() }, { queryKey: reviewKeys.state(change.id) }, { queryKey: reviewKeys.flow(change.id) }];
