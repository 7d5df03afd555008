import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { applyKeys } from './keys';

/** POST /apply/home/removeAttachment: one uploaded file, while the application is editable. */
export const removeAttachment = ({ id }: { id: number; applyId: number }) =>
  request<unknown>(APPLY_CALLS.removeAttachment.path, { method: 'POST', body: { id } });

export const useRemoveAttachment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeAttachment,
    onSuccess: (_r, { applyId }) => client.invalidateQueries({ queryKey: applyKeys.detail(applyId, 0) }),
  });
};
