import { createContext, useContext, useState, type ReactNode } from 'react';
import type { TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { ATTACHMENTS } from '@ftown/domain/applications/attachments';
import { AttachmentViewer } from './attachment-viewer';

const OpenViewer = createContext<((file: TAttachment) => void) | null>(null);

const slotIndex = (file: TAttachment) => ATTACHMENTS.findIndex((a) => a.key === file.key);

/**
 * Gives the attachment lists inside it a viewer over every file of the application, in the order the form lists
 * their slots, so 上一个 and 下一个 walk the whole application, not one section.
 */
export function AttachmentViewerProvider({ files, children }: { files: readonly TAttachment[]; children: ReactNode }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const ordered = [...files].sort((a, b) => slotIndex(a) - slotIndex(b) || a.id - b.id);
  const open = (file: TAttachment) => setOpenAt(Math.max(0, ordered.findIndex((f) => f.id === file.id)));
  return (
    <OpenViewer value={open}>
      {children}
      {openAt !== null && ordered.length > 0 && (
        <AttachmentViewer files={ordered} index={Math.min(openAt, ordered.length - 1)} onIndex={setOpenAt} onClose={() => setOpenAt(null)} />
      )}
    </OpenViewer>
  );
}

/** Opens a file in the viewer; null outside a viewer (a form being edited lists its files for download only). */
export const useAttachmentViewer = () => useContext(OpenViewer);
