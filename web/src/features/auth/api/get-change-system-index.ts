import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChangeSystem } from '@ftown/domain/auth/handoff';
import { request } from '@/lib/request';

export const parkSystemKeys = { index: ['sam', 'changeSystemIndex'] as const };

/** GET /sam/getChangeSystemIndex: the park systems the caller may open from the top navigation. */
export const getChangeSystemIndex = () => request<TChangeSystem[]>('/sam/getChangeSystemIndex', { silent: true });

export const changeSystemIndexQueryOptions = () =>
  queryOptions({ queryKey: parkSystemKeys.index, queryFn: getChangeSystemIndex, staleTime: Infinity });

export const useChangeSystemIndex = () => useQuery(changeSystemIndexQueryOptions());
