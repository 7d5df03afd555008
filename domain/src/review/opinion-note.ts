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

/**
 * The subject of a return or refusal; it contains 驳回 or 不通过, which is how readers tell them apart. A message
 * names the application (a reader with several must know which one); the flow records' opinions need not.
 */
export const opinionSubject = (type: NoteType, stageLabel: string, applyName?: string): string => {
  const which = applyName === undefined ? '' : `“${applyName}”`;
  return type === 'return' ? `您的申请${which}在“${stageLabel}”环节被驳回` : `您的申请${which}在“${stageLabel}”环节审核不通过`;
};

/** Quoted names (an application's, a stage's) are the applicant's text, not the subject's wording. */
const QUOTED = /“[^”]*”/g;

/**
 * Which kind of opinion a message subject announces (spec section 3: 驳回 is checked first). Only the subject's
 * own wording counts: an application named “驳回基金管理有限公司” announces nothing.
 */
export const subjectType = (subject: string): NoteType | null => {
  const wording = subject.replace(QUOTED, '');
  return wording.includes('驳回') ? 'return' : wording.includes('不通过') ? 'refuse' : null;
};

export type NoteRow = { key: 'project' | 'reason' | 'other'; label: string; value: string };

/**
 * A note as the labelled rows every view shows (drawer, timeline, messages, lists), unescaped; 其他 always has
 * its row. Null when the text is not a return or refusal note, which views then show as plain text.
 */
export const noteRows = (text: string): NoteRow[] | null => {
  const note = parseOpinionNote(text);
  if (!note) return null;
  const labels = NOTE_LABELS[note.type];
  return (['project', 'reason', 'other'] as const).map((key) => ({ key, label: labels[key], value: note[key] }));
};

/** A note on one line, for a table cell or a list entry; the text itself when it is not a note. */
export const noteSummary = (text: string): string =>
  noteRows(text)
    ?.filter((row) => row.value.trim() !== '')
    .map((row) => `${row.label}：${row.value.replace(/\s+/g, ' ')}`)
    .join('　') ?? text;

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
