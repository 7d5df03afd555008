import { useMutation } from '@tanstack/react-query';
import { ZAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { REVIEW_CALLS, type TStageAttachmentFields } from '@ftown/domain/review/api/review.schemas';
import { request, UPLOAD_TIMEOUT_MS } from '@/lib/request';

/**
 * POST /examine/flow/uploadStageAttachment (multipart): what a stage records as a file, here the licence scan
 * (FORMS.md section 3). The text fields go before the file, which the server streams.
 */
export const uploadStageAttachment = async ({ file, ...fields }: TStageAttachmentFields & { file: File }) => {
  const body = new FormData();
  body.append('apply', String(fields.apply));
  body.append('key', fields.key);
  body.append('file', file, file.name);
  return ZAttachment.parse(
    await request<unknown>(REVIEW_CALLS.uploadStageAttachment.path, { method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS }),
  );
};

export const useUploadStageAttachment = () => useMutation({ mutationFn: uploadStageAttachment });
