import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, ZApply, type TCreateApplyRequest } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { applyKeys } from './keys';

/** POST /apply/home/createApply: a new draft of a type, with its id and enterprise code. */
export const createApply = async (body: TCreateApplyRequest) =>
  ZApply.parse(await request<unknown>(APPLY_CALLS.createApply.path, { method: 'POST', body }));

export const useCreateApply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApply,
    onSuccess: () => client.invalidateQueries({ queryKey: applyKeys.lists() }),
  });
};
