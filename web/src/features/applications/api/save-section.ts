import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, type TSaveSectionRequest } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

export type SaveSectionInput = ApplyRef & Pick<TSaveSectionRequest, 'section' | 'data'>;

/** POST /apply/home/saveSection: one section's draft. A 42200 refusal's field messages go onto the form's inputs. */
export const saveSection = (body: SaveSectionInput) => callApi(APPLY_CALLS.saveSection, body);

export const useSaveSection = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: (_saved, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: applyKeys.detail(id, 0) }),
        client.invalidateQueries({ queryKey: applyKeys.lists() }),
      ]),
  });
};
