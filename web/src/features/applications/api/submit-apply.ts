import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

/** POST /apply/home/submitApply: freezes version N and hands the application to review (status 1). A 42200 names the fields still to fix. */
export const submitApply = ({ id, unicodes }: ApplyRef) => callApi(APPLY_CALLS.submitApply, { id, unicodes });

export const useSubmitApply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApply,
    onSuccess: (apply) =>
      Promise.all([
        client.invalidateQueries({ queryKey: applyKeys.details() }),
        client.invalidateQueries({ queryKey: applyKeys.byId(apply.id) }),
        client.invalidateQueries({ queryKey: applyKeys.lists() }),
      ]),
  });
};
