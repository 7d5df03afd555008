import { useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, type TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { fetchFile } from '@/components/file-download';
import { applyKeys } from './keys';

/** GET /apply/home/viewAttachment: a file's bytes for the attachment viewer, shown in the page and never saved. */
const viewAttachment = async (attachment: Pick<TAttachment, 'id' | 'name'>) =>
  (await fetchFile(APPLY_CALLS.viewAttachment.path, { params: { id: attachment.id }, fallbackName: attachment.name })).blob;

/** A stored file never changes; the bytes are let go a minute after the viewer last showed them. */
export const useAttachmentBytes = (attachment: Pick<TAttachment, 'id' | 'name'>) =>
  useQuery({ queryKey: applyKeys.file(attachment.id), queryFn: () => viewAttachment(attachment), staleTime: Infinity, gcTime: 60_000 });
