import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, type TApply } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { applyKeys } from './keys';

/** How the web names an application in the keyed calls: its id and its enterprise's code. */
export type ApplyRef = Pick<TApply, 'id' | 'unicodes'>;

/** POST /apply/home/getOneApply: an application with its sections, attachments and warnings; version 0 is live. */
export const getOneApply = ({ id, unicodes }: ApplyRef, version: number, signal?: AbortSignal) =>
  callApi(APPLY_CALLS.getOneApply, { id, unicodes, version }, { signal });

export const oneApplyQueryOptions = (ref: ApplyRef, version = 0) =>
  queryOptions({
    queryKey: applyKeys.detail(ref.id, version),
    queryFn: ({ signal }) => getOneApply(ref, version, signal),
  });

export const useOneApply = (ref: ApplyRef | null, version = 0) =>
  useQuery({ ...oneApplyQueryOptions(ref ?? { id: 0, unicodes: '' }, version), enabled: ref !== null });
