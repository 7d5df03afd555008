import type { QueueJob } from '@ftown/domain/review/stages';

export type QueueQuery = { job: QueueJob; page: number; size: number; searchData?: string };

/** Query keys of the review feature: every call's options and every invalidation go through here. */
export const reviewKeys = {
  all: ['review'] as const,
  queues: () => [...reviewKeys.all, 'queue'] as const,
  queue: (query: QueueQuery) => [...reviewKeys.queues(), query] as const,
  apply: (id: number) => [...reviewKeys.all, 'apply', id] as const,
  state: (id: number) => [...reviewKeys.apply(id), 'state'] as const,
  flow: (id: number) => [...reviewKeys.apply(id), 'flow'] as const,
  version: (id: number, version: number) => [...reviewKeys.apply(id), 'version', version] as const,
  compare: (id: number, version: number, call: string) => [...reviewKeys.apply(id), 'compare', version, call] as const,
  staff: () => [...reviewKeys.all, 'staff'] as const,
  candidates: (stage: string) => [...reviewKeys.all, 'candidates', stage] as const,
};
