import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, type ChangeInfoCall, type TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** POST getExecutivesChangeInfo / getCapitalChangeInfo: the officers' or the shareholders' changes against `against` (else N-1). */
export const getChangeInfo = (call: ChangeInfoCall, body: TCompareRequest, signal?: AbortSignal) =>
  callApi(REVIEW_CALLS[call], body, { signal });

export const changeInfoQueryOptions = (call: ChangeInfoCall, body: TCompareRequest) =>
  queryOptions({
    queryKey: reviewKeys.compare(body.id ?? 0, body.version, body.against, call),
    queryFn: ({ signal }) => getChangeInfo(call, body, signal),
  });

export const useChangeInfo = (call: ChangeInfoCall, body: TCompareRequest) => useQuery(changeInfoQueryOptions(call, body));
