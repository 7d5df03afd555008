import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAM_CALLS } from '@ftown/domain/auth/auth.calls';
import { callApi } from '@/lib/call-api';

export const parkSystemKeys = { index: ['sam', 'changeSystemIndex'] as const };

/** GET /sam/getChangeSystemIndex: the park systems the caller may open from the top navigation. */
export const getChangeSystemIndex = () => callApi(SAM_CALLS.getChangeSystemIndex, {}, { silent: true });

export const changeSystemIndexQueryOptions = () =>
  queryOptions({ queryKey: parkSystemKeys.index, queryFn: getChangeSystemIndex, staleTime: Infinity });

export const useChangeSystemIndex = () => useQuery(changeSystemIndexQueryOptions());
