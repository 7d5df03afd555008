import {
  ATTACHMENT_KIND_MESSAGE,
  ATTACHMENT_MAX_BYTES,
  attachmentSizeMessage,
  detectAttachmentKind,
  kindOfFileName,
} from '@ftown/domain/applications/attachments';

/** The `accept` of every attachment picker: the kinds the server takes (PDF, JPEG, PNG). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** What is wrong with a file before it is sent: its type by name and first bytes, and its size. */
export const fileProblem = async (file: File): Promise<string | null> => {
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentSizeMessage();
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const kind = detectAttachmentKind(head);
  if (kind === null || kindOfFileName(file.name) !== kind) return ATTACHMENT_KIND_MESSAGE;
  return null;
};
