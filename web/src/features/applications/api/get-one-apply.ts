import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, ZApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { applyKeys } from './keys';

export type ApplyRef = { id: number; unicodes: string };

/** POST /apply/home/getOneApply: an application with its sections, attachments and warnings; version 0 is live. */
export const getOneApply = async ({ id, unicodes }: ApplyRef, version: number, signal?: AbortSignal) =>
  ZApplyDetail.parse(
    await request<unknown>(APPLY_CALLS.getOneApply.path, { method: 'POST', body: { id, unicodes, version }, signal }),
  );

export const oneApplyQueryOptions = (ref: ApplyRef, version = 0) =>
  queryOptions({
    queryKey: applyKeys.detail(ref.id, version),
    queryFn: ({ signal }) => getOneApply(ref, version, signal),
  });

export const useOneApply = (ref: ApplyRef | null, version = 0) =>
  useQuery({ ...oneApplyQueryOptions(ref ?? { id: 0, unicodes: '' }, version), enabled: ref !== null });
