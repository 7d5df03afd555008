import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, ZApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { reviewKeys } from './keys';

type Ref = { id: number; unicodes: string };

/** POST /apply/home/getOneApply at a frozen version: the sections as submitted then. */
export const getApplyVersion = async ({ id, unicodes }: Ref, version: number, signal?: AbortSignal) =>
  ZApplyDetail.parse(
    await request<unknown>(APPLY_CALLS.getOneApply.path, { method: 'POST', body: { id, unicodes, version }, signal }),
  );

export const applyVersionQueryOptions = (ref: Ref, version: number) =>
  queryOptions({
    queryKey: reviewKeys.version(ref.id, version),
    queryFn: ({ signal }) => getApplyVersion(ref, version, signal),
    // A frozen version never changes.
    staleTime: Infinity,
  });

export const useApplyVersion = (ref: Ref, version: number | null) =>
  useQuery({ ...applyVersionQueryOptions(ref, version ?? 0), enabled: version !== null && version > 0 });
