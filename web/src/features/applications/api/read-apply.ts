import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, ZApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { applyKeys } from './keys';

/** GET /apply/home/read: one application (live data) by its id alone, for detail pages whose path carries only the id. */
export const readApply = async (id: number, signal?: AbortSignal) =>
  ZApplyDetail.parse(await request<unknown>(APPLY_CALLS.read.path, { params: { id }, signal }));

export const readApplyQueryOptions = (id: number) =>
  queryOptions({ queryKey: applyKeys.byId(id), queryFn: ({ signal }) => readApply(id, signal) });

export const useReadApply = (id: number) => useQuery(readApplyQueryOptions(id));
