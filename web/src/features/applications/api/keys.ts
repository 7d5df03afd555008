import type { TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';

/** Query keys of the applications feature: every call's options and every invalidation go through here. */
export const applyKeys = {
  all: ['applications'] as const,
  lists: () => [...applyKeys.all, 'list'] as const,
  list: (query: Partial<TGetAllApplyQuery>) => [...applyKeys.lists(), query] as const,
  details: () => [...applyKeys.all, 'detail'] as const,
  /** Every version of one application (the current content is version 0). */
  detailsOf: (id: number) => [...applyKeys.details(), id] as const,
  detail: (id: number, version: number) => [...applyKeys.detailsOf(id), version] as const,
  /** The items of the latest return; under the live content, so every draft change refreshes whether they changed. */
  corrections: (id: number) => [...applyKeys.detail(id, 0), 'corrections'] as const,
  byId: (id: number) => [...applyKeys.all, 'read', id] as const,
  /** The bytes of one attachment, for the viewer: outside `all`, as no change of an application makes a stored file stale. */
  file: (id: number) => ['applications-file', id] as const,
};
