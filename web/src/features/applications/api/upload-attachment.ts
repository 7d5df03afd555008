import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLY_CALLS, ZAttachment, type TUploadAttachmentFields } from '@ftown/domain/applications/api/apply.schemas';
import { request, UPLOAD_TIMEOUT_MS } from '@/lib/request';
import { applyKeys } from './keys';

export type UploadInput = TUploadAttachmentFields & { file: File };

/**
 * POST /apply/home/uploadAttachment (multipart). The text fields go before the file: the server streams the
 * file and checks the fields first, so fields after it could not be read in time.
 */
export const uploadAttachment = async ({ file, ...fields }: UploadInput) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('file', file, file.name);
  return ZAttachment.parse(
    await request<unknown>(APPLY_CALLS.uploadAttachment.path, { method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
};

export const useUploadAttachment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: (_a, { id }) => client.invalidateQueries({ queryKey: applyKeys.detail(id, 0) }),
  });
};
