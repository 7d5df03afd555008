import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, type TRemoveApplyRequest } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

/** POST /apply/home/removeApplyForStatus: only a draft (0) or a withdrawn application (3); `status` is what the caller saw. */
export const removeApply = (body: ApplyRef & Pick<TRemoveApplyRequest, 'status'>) => callApi(APPLY_CALLS.removeApplyForStatus, body);

export const useRemoveApply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeApply,
    onSuccess: (_removed, { id }) => {
      client.removeQueries({ queryKey: applyKeys.byId(id) });
      return client.invalidateQueries({ queryKey: applyKeys.lists() });
    },
  });
};
