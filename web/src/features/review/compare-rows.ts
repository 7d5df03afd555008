import type { FieldDef, Row, SectionDef } from '@ftown/domain/applications/form-model';
import type { TSectionDiff } from '@ftown/domain/review/api/review.schemas';
import { EMPTY, formatValue, isRow, summaryOf } from '@ftown/domain/applications/field-text';
import { formatFileSize } from '@ftown/domain/formats/file-size';

/** A file as the compares show it: by name, size and the start of its sha256. */
export const fileText = (file: { name: string; size: number; sha256: string } | undefined) =>
  file ? `${file.name}\n${formatFileSize(file.size)} · SHA-256 ${file.sha256.slice(0, 12)}…` : '';

/** `replaced` is a file of the same slot with other content (domain attachment-diff). */
export type Change = 'same' | 'changed' | 'replaced' | 'added' | 'removed';
/** One line of the side-by-side view: a field of a section, or a row of a list section. */
export type CompareRow = { key: string; label: string; before: string; after: string; change: Change; fields: string[] };

const touches = (diff: TSectionDiff | undefined, path: string) =>
  !!diff &&
  (diff.fields.some((f) => f.path === path || f.path.startsWith(`${path}.`)) ||
    diff.lists.some((l) => l.path === path || l.path.startsWith(`${path}.`)));

/** Fields of a single section, groups opened, each marked changed when the diff touches its path. */
const fieldRows = (fields: readonly FieldDef[], before: Row, after: Row, diff: TSectionDiff | undefined, prefix = '', title = ''): CompareRow[] =>
  fields.flatMap((f) => {
    const path = prefix ? `${prefix}.${f.key}` : f.key;
    const label = title ? `${title} · ${f.label}` : f.label;
    if (f.type.kind === 'group')
      return fieldRows(f.type.fields, isRow(before[f.key]) ? before[f.key] as Row : {}, isRow(after[f.key]) ? after[f.key] as Row : {}, diff, path, label);
    const change: Change = touches(diff, path) ? 'changed' : 'same';
    return [{ key: path, label, before: formatValue(f, before[f.key]), after: formatValue(f, after[f.key]), change, fields: [] }];
  });

const rowsOf = (data: Row | undefined): Row[] => (Array.isArray(data?.rows) ? (data.rows as unknown[]).filter(isRow) : []);
const titleOf = (row: Row) => String(row.name ?? row.names ?? '');

/** Rows of a list section, matched as the server's diff matched them (by key, else by position). */
const listRows = (section: SectionDef, before: Row[], after: Row[], diff: TSectionDiff | undefined): CompareRow[] => {
  const list = diff?.lists.find((l) => l.path === 'rows');
  const keyedBy = list?.keyedBy ?? null;
  const keyOf = (row: Row, i: number) => (keyedBy ? String(row[keyedBy]) : String(i));
  const changed = new Map((list?.changed ?? []).map((c) => [String(c.key), c.fields.map((f) => f.path)]));
  const labelOfPath = (path: string) => section.fields.find((f) => f.key === path.split('.')[0])?.label ?? path;
  const summary = (row: Row | undefined) => (row ? summaryOf(section.fields, row, '；') : EMPTY);

  const afterKeys = new Set(after.map(keyOf));
  const matched: CompareRow[] = after.map((row, i) => {
    const key = keyOf(row, i);
    const old = before.find((r, j) => keyOf(r, j) === key);
    const paths = changed.get(key);
    const change: Change = !old ? 'added' : paths ? 'changed' : 'same';
    const fields = [...new Set((paths ?? []).map(labelOfPath))];
    return { key: `row-${key}`, label: `第${i + 1}条 ${titleOf(row)}`.trim(), before: summary(old), after: summary(row), change, fields };
  });
  const removed: CompareRow[] = before
    .filter((r, j) => !afterKeys.has(keyOf(r, j)))
    .map((row, j) => ({ key: `removed-${j}`, label: titleOf(row) || '已删除的条目', before: summary(row), after: EMPTY, change: 'removed', fields: [] }));
  return [...matched, ...removed];
};

/** The side-by-side lines of one section between two versions. */
export const compareRowsOf = (section: SectionDef, before: Row | undefined, after: Row | undefined, diff: TSectionDiff | undefined): CompareRow[] =>
  section.kind === 'list'
    ? listRows(section, rowsOf(before), rowsOf(after), diff)
    : fieldRows(section.fields, before ?? {}, after ?? {}, diff);
