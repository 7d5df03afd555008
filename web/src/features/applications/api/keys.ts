import type { TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';

/** Query keys of the applications feature: every call's options and every invalidation go through here. */
export const applyKeys = {
  all: ['applications'] as const,
  lists: () => [...applyKeys.all, 'list'] as const,
  list: (query: Partial<TGetAllApplyQuery>) => [...applyKeys.lists(), query] as const,
  details: () => [...applyKeys.all, 'detail'] as const,
  detail: (id: number, version: number) => [...applyKeys.details(), id, version] as const,
  byId: (id: number) => [...applyKeys.all, 'read', id] as const,
};
