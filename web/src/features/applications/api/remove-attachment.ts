import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, type TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { applyKeys } from './keys';

/** POST /apply/home/removeAttachment: one uploaded file, while the application is editable; `applyId` says what to refetch. */
export const removeAttachment = ({ id }: Pick<TAttachment, 'id' | 'applyId'>) => callApi(APPLY_CALLS.removeAttachment, { id });

export const useRemoveAttachment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAttachment,
    onSuccess: (_r, { applyId }) => client.invalidateQueries({ queryKey: applyKeys.detail(applyId, 0) }),
  });
};
