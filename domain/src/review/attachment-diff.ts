/**
 * The files of two frozen versions of an application compared (issue 14 part 3). A file is known by its slot
 * (section and attachment key, where several files may sit) and its content (sha256), not by its id: an applicant
 * who deletes a file and uploads the same bytes again has changed nothing. Within a slot, files whose content both
 * versions hold are unchanged; of the rest, a file that left the slot and one that came into it are paired as a
 * replacement (oldest with oldest), and what is left over was added or removed.
 */

export type VersionFile = { id: number; section: string; key: string; name: string; size: number; sha256: string };
type FileReplacement<F extends VersionFile> = { before: F; after: F };
type AttachmentDiff<F extends VersionFile = VersionFile> = {
  added: F[];
  removed: F[];
  replaced: FileReplacement<F>[];
  unchanged: F[];
  /** Files added, removed or replaced: what the compare counts as changes. */
  size: number;
};

const slotOf = (file: VersionFile) => `${file.section}/${file.key}`;

const bySlot = <F extends VersionFile>(files: readonly F[]): Map<string, F[]> => {
  const slots = new Map<string, F[]>();
  for (const file of [...files].sort((a, b) => a.id - b.id)) slots.set(slotOf(file), [...(slots.get(slotOf(file)) ?? []), file]);
  return slots;
};

/** The files of `after` against those of `before`, slot by slot. */
export const diffAttachments = <F extends VersionFile>(before: readonly F[], after: readonly F[]): AttachmentDiff<F> => {
  const diff: AttachmentDiff<F> = { added: [], removed: [], replaced: [], unchanged: [], size: 0 };
  const was = bySlot(before);
  const now = bySlot(after);
  for (const slot of new Set([...was.keys(), ...now.keys()])) {
    const gone = [...(was.get(slot) ?? [])];
    const came: F[] = [];
    for (const file of now.get(slot) ?? []) {
      const same = gone.findIndex((old) => old.sha256 === file.sha256);
      if (same === -1) came.push(file);
      else {
        gone.splice(same, 1);
        diff.unchanged.push(file);
      }
    }
    const pairs = Math.min(gone.length, came.length);
    for (let i = 0; i < pairs; i++) diff.replaced.push({ before: gone[i]!, after: came[i]! });
    diff.removed.push(...gone.slice(pairs));
    diff.added.push(...came.slice(pairs));
  }
  diff.size = diff.added.length + diff.removed.length + diff.replaced.length;
  return diff;
};
