import { useQuery } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

/** POST /apply/home/getArchiveVersionForApply: every submitted version with when and by whom. */
export const useVersions = (ref: ApplyRef | null) =>
  useQuery({
    queryKey: [...applyKeys.detailsOf(ref?.id ?? 0), 'versions'],
    queryFn: ({ signal }) => callApi(APPLY_CALLS.getArchiveVersionForApply, { id: ref!.id, unicodes: ref!.unicodes }, { signal }),
    enabled: ref !== null,
  });
