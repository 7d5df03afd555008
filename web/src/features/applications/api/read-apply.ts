import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { applyKeys } from './keys';

/** GET /apply/home/read: one application (live data) by its id alone, for detail pages whose path carries only the id. */
export const readApply = (id: number, signal?: AbortSignal) => callApi(APPLY_CALLS.read, { id }, { signal });

export const readApplyQueryOptions = (id: number) =>
  queryOptions({ queryKey: applyKeys.byId(id), queryFn: ({ signal }) => readApply(id, signal) });

export const useReadApply = (id: number) => useQuery(readApplyQueryOptions(id));
