import type { TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_CALLS } from '@ftown/domain/applications/api/apply.schemas';
import { downloadFile } from '@/components/file-download';

/** GET /apply/home/downloadAttachment: saves the file under the name the server gives (its original name). */
export const downloadAttachment = (attachment: Pick<TAttachment, 'id' | 'name'>) =>
  downloadFile(APPLY_CALLS.downloadAttachment.path, { params: { id: attachment.id }, fallbackName: attachment.name });
