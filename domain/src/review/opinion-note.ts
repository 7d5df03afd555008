import { z } from 'zod';

/**
 * Opinion notes of a return or a refusal (DESIGN section 4):
 *   驳回事项：X；驳回原因：Y；其他：Z      不通过事项：X；不通过原因：Y；其他：Z
 *
 * The note is text shown as is and parsed back into its parts. User text may itself contain the
 * separators, so the formatter escapes the field separator `；` as `\；` and the escape character `\` as
 * `\\`. The colon `：` needs no escape: a part's label ends at its first colon and no label has one.
 * Parsing then splits on unescaped `；` only, which makes format → parse an exact round trip.
 */

export const NOTE_TYPES = ['return', 'refuse'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export type OpinionNote = { type: NoteType; project: string; reason: string; other: string };

export const NOTE_LABELS: Record<NoteType, { project: string; reason: string; other: string }> = {
  return: { project: '驳回事项', reason: '驳回原因', other: '其他' },
  refuse: { project: '不通过事项', reason: '不通过原因', other: '其他' },
};

const SEPARATOR = '；';
const COLON = '：';
const ESCAPE = '\\';

const escapeText = (text: string): string => text.replaceAll(ESCAPE, ESCAPE + ESCAPE).replaceAll(SEPARATOR, ESCAPE + SEPARATOR);

export const formatOpinionNote = ({ type, project, reason, other }: OpinionNote): string => {
  const labels = NOTE_LABELS[type];
  return [
    `${labels.project}${COLON}${escapeText(project)}`,
    `${labels.reason}${COLON}${escapeText(reason)}`,
    `${labels.other}${COLON}${escapeText(other)}`,
  ].join(SEPARATOR);
};

/** Splits on unescaped separators and unescapes each part. */
const splitParts = (note: string): string[] => {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < note.length; i += 1) {
    const ch = note[i];
    const next = note[i + 1];
    if (ch === ESCAPE && (next === ESCAPE || next === SEPARATOR)) {
      current += next;
      i += 1;
    } else if (ch === SEPARATOR) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
};

const labelled = (part: string): { label: string; value: string } | null => {
  const at = part.indexOf(COLON);
  return at < 0 ? null : { label: part.slice(0, at).trim(), value: part.slice(at + 1) };
};

/** The parts of a note, or null when it is not a return or refusal note. A note without 其他 reads as other ''. */
export const parseOpinionNote = (note: string): OpinionNote | null => {
  const parts = splitParts(note).map(labelled);
  const [project, reason, other = { label: '其他', value: '' }] = parts;
  if (parts.length > 3 || !project || !reason || !other) return null;
  const type = NOTE_TYPES.find((t) => {
    const labels = NOTE_LABELS[t];
    return labels.project === project.label && labels.reason === reason.label && labels.other === other.label;
  });
  return type ? { type, project: project.value, reason: reason.value, other: other.value } : null;
};

/** The message subject of a return or refusal; it contains 驳回 or 不通过, which is how readers tell them apart. */
export const opinionSubject = (type: NoteType, stageLabel: string): string =>
  type === 'return' ? `您的申请在“${stageLabel}”环节被驳回` : `您的申请在“${stageLabel}”环节审核不通过`;

/** Which kind of opinion a message subject announces (spec section 3: 驳回 is checked first). */
export const subjectType = (subject: string): NoteType | null =>
  subject.includes('驳回') ? 'return' : subject.includes('不通过') ? 'refuse' : null;

/** A row of GET getOpinions (spec section 3): project and reason come from the note. */
export type OpinionRecord = { id: number; subject: string; project: string; reason: string; note: string };

export const toOpinionRecord = (id: number, subject: string, note: string): OpinionRecord => {
  const parsed = parseOpinionNote(note);
  return { id, subject, project: parsed?.project ?? '', reason: parsed?.reason ?? '', note };
};

/** The items, reason and other of a return or refusal, as the examiner types them. */
export const zNoteInput = z.object({
  items: z
    .string({ error: (iss) => (iss.input === undefined ? '请填写事项' : '事项应为文本') })
    .trim()
    .min(1, '请填写事项')
    .max(500, '事项不能超过500个字'),
  reason: z
    .string({ error: (iss) => (iss.input === undefined ? '请填写原因' : '原因应为文本') })
    .trim()
    .min(1, '请填写原因')
    .max(1000, '原因不能超过1000个字'),
  other: z.string({ error: '其他说明应为文本' }).trim().max(1000, '其他说明不能超过1000个字').default(''),
});
export type NoteInput = z.output<typeof zNoteInput>;

export const noteOf = (type: NoteType, input: NoteInput): string =>
  formatOpinionNote({ type, project: input.items, reason: input.reason, other: input.other });
