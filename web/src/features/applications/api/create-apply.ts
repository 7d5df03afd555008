import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, type TApplyDetail, type TCreateApplyRequest } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { applyKeys } from './keys';

/** POST /apply/home/createApply: a new draft of a type, with its id and enterprise code. */
export const createApply = (body: TCreateApplyRequest) => callApi(APPLY_CALLS.createApply, body);

export const useCreateApply = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApply,
    onSuccess: (apply) => {
      // A new draft is known in full (nothing saved, nothing uploaded). Having it in the cache before the form's
      // URL gains ?id= keeps the open form on screen instead of reloading it and losing the current step.
      const detail: TApplyDetail = { apply, version: 0, sections: {}, attachments: [], warnings: [] };
      client.setQueryData(applyKeys.detail(apply.id, 0), detail);
      return client.invalidateQueries({ queryKey: applyKeys.lists() });
    },
  });
};
