import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, ZSectionView } from '@ftown/domain/applications/api/apply.schemas';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { request } from '@/lib/request';
import type { ApplyRef } from './get-one-apply';
import { applyKeys } from './keys';

export type SaveSectionInput = ApplyRef & { section: SectionKey; data: Record<string, unknown> };

/** POST /apply/home/saveSection: one section's draft. A 42200 refusal's field messages go onto the form's inputs. */
export const saveSection = async (body: SaveSectionInput) =>
  ZSectionView.parse(await request<unknown>(APPLY_CALLS.saveSection.path, { method: 'POST', body }));

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
