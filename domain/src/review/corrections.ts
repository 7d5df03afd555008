import { z } from 'zod';
import { attachmentOf, attachmentsFor } from '../applications/attachments.ts';
import type { ApplicationData, Row, SectionDef } from '../applications/form-model.ts';
import { formOf } from '../applications/forms.ts';
import { rowsOf, str } from '../applications/rule-helpers.ts';
import type { ApplyType } from '../applications/types.ts';
import { deepEqual } from './version-diff.ts';

/**
 * Corrections pinned to the application (issue 14 part 2): a return or refusal names what is wrong as items of
 * the application itself, each with its own remark. A target is a path, read like the validation's paths:
 *   `base`               a whole section
 *   `base.name`          a field of a single section
 *   `capital.rows.2`     a row of a list section (0-based)
 *   `attachments.bizLicense`  an attachment key
 * A resubmission is refused while a named item is unchanged and has no reply from the applicant.
 */

export const CORRECTION_MESSAGES = {
  noTarget: '请选择退回事项',
  targetTooLong: '退回事项不正确',
  remarkTooLong: '事项说明不能超过500个字',
  tooMany: '退回事项不能超过50项',
  duplicate: '同一事项不能重复选择',
  unknownTarget: (target: string) => `“${target}”不是本申请的内容，请重新选择退回事项`,
  replyTooLong: '答复不能超过1000个字',
  unresolved: (labels: readonly string[]) => `以下退回事项尚未修改或答复：${labels.join('、')}`,
} as const;

export const ATTACHMENTS_PREFIX = 'attachments';
const ATTACHMENTS_TITLE = '附件';

export const zCorrectionItem = z.object({
  target: z.string({ error: CORRECTION_MESSAGES.noTarget }).trim().min(1, CORRECTION_MESSAGES.noTarget).max(200, CORRECTION_MESSAGES.targetTooLong),
  remark: z.string({ error: CORRECTION_MESSAGES.remarkTooLong }).trim().max(500, CORRECTION_MESSAGES.remarkTooLong).default(''),
});
export type CorrectionItemInput = z.output<typeof zCorrectionItem>;

/** The items of a return or refusal; none is the free-text-only return of before. */
export const zCorrectionItems = z
  .array(zCorrectionItem, { error: CORRECTION_MESSAGES.noTarget })
  .max(50, CORRECTION_MESSAGES.tooMany)
  .refine((items) => new Set(items.map((i) => i.target)).size === items.length, CORRECTION_MESSAGES.duplicate)
  .default([]);

export const zCorrectionReply = z.string({ error: CORRECTION_MESSAGES.replyTooLong }).trim().max(1000, CORRECTION_MESSAGES.replyTooLong);

/** A file as the correction compares it: by content, shown by name and size. */
export type CorrectionFile = { name: string; size: number; sha256: string };
export type FileLike = CorrectionFile & { key: string };

/** What an application holds at one version (or its live drafts), as the targets read it. */
export type CorrectionSource = { sections: ApplicationData; files: readonly FileLike[] };

type Located =
  | { kind: 'section'; section: SectionDef }
  | { kind: 'field'; section: SectionDef; field: string; label: string }
  | { kind: 'row'; section: SectionDef; row: number }
  | { kind: 'attachment'; key: string; label: string };

const rowName = (row: Row | undefined): string => str(row?.name) || str(row?.fundName) || str(row?.productName);

const rowLabel = (index: number, row: Row | undefined) => {
  const name = rowName(row);
  return `第${index + 1}行${name ? `（${name}）` : ''}`;
};

/** Where a target points on this type's form, or null when the form has no such thing. */
const locate = (type: ApplyType, target: string): Located | null => {
  const [head, second, third, ...rest] = target.split('.');
  if (head === ATTACHMENTS_PREFIX) {
    const slot = attachmentsFor(type).find((s) => s.def.key === second);
    return slot && third === undefined ? { kind: 'attachment', key: slot.def.key, label: slot.def.label } : null;
  }
  const section = formOf(type).sections.find((s) => s.key === head);
  if (!section || rest.length > 0) return null;
  if (second === undefined) return { kind: 'section', section };
  if (section.kind === 'list') {
    const row = Number(third);
    return second === 'rows' && third !== undefined && /^\d{1,3}$/.test(third) ? { kind: 'row', section, row } : null;
  }
  const field = section.fields.find((f) => f.key === second);
  return field && third === undefined ? { kind: 'field', section, field: field.key, label: field.label } : null;
};

/**
 * The Chinese name of a target on an application of this type holding `source`, or null when the target is not
 * part of it (an unknown section, field or key, a row the version does not have).
 */
export const correctionLabel = (type: ApplyType, target: string, source: CorrectionSource): string | null => {
  const at = locate(type, target);
  if (!at) return null;
  switch (at.kind) {
    case 'section':
      return at.section.title;
    case 'field':
      return `${at.section.title} / ${at.label}`;
    case 'row': {
      const rows = rowsOf(source.sections[at.section.key]);
      return at.row < rows.length ? `${at.section.title} / ${rowLabel(at.row, rows[at.row])}` : null;
    }
    case 'attachment':
      return `${ATTACHMENTS_TITLE} / ${at.label}`;
  }
};

/** The value a target holds in `source`: files by name, size and sha256; a row, field or section as data. */
export const correctionValue = (type: ApplyType, target: string, source: CorrectionSource): unknown => {
  const at = locate(type, target);
  if (!at) return null;
  switch (at.kind) {
    case 'section':
      return source.sections[at.section.key] ?? null;
    case 'field':
      return source.sections[at.section.key]?.[at.field] ?? null;
    case 'row':
      return rowsOf(source.sections[at.section.key])[at.row] ?? null;
    case 'attachment':
      return source.files
        .filter((f) => f.key === at.key)
        .map(({ name, size, sha256 }) => ({ name, size, sha256 }))
        .sort((a, b) => a.sha256.localeCompare(b.sha256));
  }
};

/** Whether a target's value differs between two sources; files count as changed only when their contents do. */
export const correctionChanged = (type: ApplyType, target: string, before: CorrectionSource, after: CorrectionSource): boolean => {
  const shas = (value: unknown) => (Array.isArray(value) ? value.map((f: CorrectionFile) => f.sha256) : value);
  return !deepEqual(shas(correctionValue(type, target, before)), shas(correctionValue(type, target, after)));
};

/** Named items still open at resubmission: unchanged since the version they were raised on and not answered. */
export const openCorrections = <I extends { changed: boolean; reply: string | null }>(items: readonly I[]): I[] =>
  items.filter((item) => !item.changed && (item.reply ?? '').trim() === '');

/** A node of the examiner's item picker: the form's sections with their fields or rows, then the attachment keys. */
export type CorrectionNode = { value: string; title: string; children?: CorrectionNode[] };

export const correctionTree = (type: ApplyType, sections: ApplicationData): CorrectionNode[] => [
  ...formOf(type).sections.map((section) => ({
    value: section.key,
    title: section.title,
    children:
      section.kind === 'list'
        ? rowsOf(sections[section.key]).map((row, i) => ({ value: `${section.key}.rows.${i}`, title: rowLabel(i, row) }))
        : section.fields.map((f) => ({ value: `${section.key}.${f.key}`, title: f.label })),
  })),
  {
    value: ATTACHMENTS_PREFIX,
    title: ATTACHMENTS_TITLE,
    children: attachmentsFor(type).map(({ def }) => ({ value: `${ATTACHMENTS_PREFIX}.${def.key}`, title: def.label })),
  },
];

/** The section a target lies in ('attachments' for a file), for the applicant's form to unlock and highlight. */
export const correctionSection = (target: string): string => target.split('.')[0] ?? '';

/** The field of a single section a target names, or null for a whole section, a row or a file. */
export const correctionField = (target: string): string | null => {
  const [head, second, third] = target.split('.');
  return head !== ATTACHMENTS_PREFIX && second !== undefined && second !== 'rows' && third === undefined ? second : null;
};

/** The attachment key a target names, or null. */
export const correctionAttachmentKey = (target: string): string | null => {
  const [head, key] = target.split('.');
  return head === ATTACHMENTS_PREFIX && key !== undefined && attachmentOf(key) ? key : null;
};

/**
 * What a returned application's named items leave open to the applicant. A round without items leaves everything
 * open (the free-text return of before), as does the applicant's request to change more. A whole section or a row
 * opens its section; fields of a single section open those fields only (the server checks the section, the form
 * locks the other fields); a file opens its key, and any item of a section opens that section's files.
 */
export type SectionAccess = { kind: 'open' } | { kind: 'fields'; fields: ReadonlySet<string> } | { kind: 'locked' };

const OPEN: SectionAccess = { kind: 'open' };

export const sectionAccess = (targets: readonly string[], moreAsked: boolean, section: string): SectionAccess => {
  if (targets.length === 0 || moreAsked) return OPEN;
  const inSection = targets.filter((t) => correctionSection(t) === section);
  if (inSection.length === 0) return { kind: 'locked' };
  const fields = inSection.map(correctionField);
  return fields.every((f) => f !== null) ? { kind: 'fields', fields: new Set(fields) } : OPEN;
};

export const attachmentOpen = (targets: readonly string[], moreAsked: boolean, key: string): boolean => {
  if (targets.length === 0 || moreAsked) return true;
  const section = attachmentOf(key)?.section;
  return targets.some((t) => t === `${ATTACHMENTS_PREFIX}.${key}` || correctionSection(t) === section);
};

export const LOCKED_MESSAGE = '该内容不在退回事项中，如需修改请先点击“修改其他内容”';
