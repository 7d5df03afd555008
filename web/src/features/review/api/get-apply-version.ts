import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, type TApply } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

type Ref = Pick<TApply, 'id' | 'unicodes'>;

/** POST /apply/home/getOneApply at a frozen version: the sections as submitted then. */
export const getApplyVersion = ({ id, unicodes }: Ref, version: number, signal?: AbortSignal) =>
  callApi(APPLY_CALLS.getOneApply, { id, unicodes, version }, { signal });

export const applyVersionQueryOptions = (ref: Ref, version: number) =>
  queryOptions({
    queryKey: reviewKeys.version(ref.id, version),
    queryFn: ({ signal }) => getApplyVersion(ref, version, signal),
    // A frozen version never changes.
    staleTime: Infinity,
  });

export const useApplyVersion = (ref: Ref, version: number | null) =>
  useQuery({ ...applyVersionQueryOptions(ref, version ?? 0), enabled: version !== null && version > 0 });
