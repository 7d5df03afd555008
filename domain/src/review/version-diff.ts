/**
 * The diff of two frozen versions of an application, section by section (DESIGN section 4: compare
 * calls diff version N against N-1; spec section 3: the version store keeps the sums of change sizes).
 *
 * A version maps a section key to its data. A section is either a list of rows (capital, contacts) or
 * an object of fields, whose values may be nested objects (walked into, paths joined with '.') or lists
 * of rows (executives.directorate, finance.plan). Lists of rows are matched by a key field where the
 * section has one (capital rows by idNo, officer-register entries by id), else by position. A keyed
 * section's single-slot entry (executives.manager) is a list of at most one row, so replacing the person
 * reads as one removed and one added, not as a rename. Lists of plain values are compared as values.
 */

export type Row = Record<string, unknown>;
export type Version = Record<string, unknown>;

export type FieldChange = { path: string; before: unknown; after: unknown };
export type RowChange = { key: string | number; before: Row; after: Row; fields: FieldChange[] };
export type ListDiff = { path: string; keyedBy: string | null; added: Row[]; removed: Row[]; changed: RowChange[] };
export type SectionDiff = { section: string; fields: FieldChange[]; lists: ListDiff[]; size: number };
export type VersionDiff = { sections: SectionDiff[]; sizes: Record<string, number>; total: number };

/** Row keys by section: every list of rows in the section is matched by this field. */
export const DEFAULT_ROW_KEYS: Readonly<Record<string, string>> = {
  capital: 'idNo',
  executives: 'id',
  attachments: 'id',
};

const isAbsent = (v: unknown): boolean => v === undefined || v === null;
const isPlainObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equality of JSON values; null and absent are the same (a field not filled in). */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b) || (isAbsent(a) && isAbsent(b))) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => deepEqual(a[k], b[k]));
  }
  return false;
};

const isRowArray = (v: unknown): v is Row[] => Array.isArray(v) && v.every(isPlainObject);
const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);
const unionKeys = (a: Row, b: Row): string[] => [...new Set([...Object.keys(a), ...Object.keys(b)])];

/** A value read as rows, or null when it is not a list of rows. */
const asRows = (v: unknown, rowKey: string | null): Row[] | null => {
  if (isRowArray(v)) return v;
  if (rowKey !== null && isPlainObject(v) && rowKey in v) return [v];
  return null;
};

const keyOf = (row: Row, rowKey: string): string | number | null => {
  const k = row[rowKey];
  return (typeof k === 'string' && k !== '') || typeof k === 'number' ? k : null;
};

/** Matching by key needs every row keyed and no key twice on either side; otherwise rows match by position. */
const canKey = (rows: Row[], rowKey: string): boolean => {
  const keys = rows.map((r) => keyOf(r, rowKey));
  return keys.every((k) => k !== null) && new Set(keys.map(String)).size === keys.length;
};

/** Two values to compare as lists of rows (an absent side is an empty list), or null. */
const rowsPair = (b: unknown, a: unknown, rowKey: string | null): [Row[], Row[]] | null => {
  const bRows = asRows(b, rowKey);
  const aRows = asRows(a, rowKey);
  if (!bRows && !aRows) return null;
  if ((!bRows && !isAbsent(b)) || (!aRows && !isAbsent(a))) return null;
  return [bRows ?? [], aRows ?? []];
};

/** Two values to walk into as objects (an absent side is an empty object), or null. */
const objectPair = (b: unknown, a: unknown): [Row, Row] | null => {
  if (!isPlainObject(b) && !isPlainObject(a)) return null;
  if ((!isPlainObject(b) && !isAbsent(b)) || (!isPlainObject(a) && !isAbsent(a))) return null;
  return [isPlainObject(b) ? b : {}, isPlainObject(a) ? a : {}];
};

type Sink = { fields: FieldChange[]; lists: ListDiff[] };

/** Compares two objects field by field; with `lists`, lists of rows become row diffs instead of values. */
const walk = (path: string, before: Row, after: Row, lists: { rowKey: string | null } | null, sink: Sink): void => {
  for (const k of unionKeys(before, after)) {
    const at = join(path, k);
    const rows = lists && rowsPair(before[k], after[k], lists.rowKey);
    const objects = objectPair(before[k], after[k]);
    if (rows) pushList(sink, diffRows(at, rows[0], rows[1], lists.rowKey));
    else if (objects) walk(at, objects[0], objects[1], lists, sink);
    else if (!deepEqual(before[k], after[k])) sink.fields.push({ path: at, before: before[k], after: after[k] });
  }
};

const listSize = (l: ListDiff): number => l.added.length + l.removed.length + l.changed.length;
const pushList = (sink: Sink, l: ListDiff): void => {
  if (listSize(l) > 0) sink.lists.push(l);
};

/** Rows matched by `rowKey` where every row has a distinct one, else by position; nested lists inside rows compare as values. */
export const diffRows = (path: string, before: Row[], after: Row[], rowKey: string | null): ListDiff => {
  const keyedBy = rowKey !== null && canKey(before, rowKey) && canKey(after, rowKey) ? rowKey : null;
  const keyAt = (row: Row, i: number): string | number => (keyedBy === null ? i : (keyOf(row, keyedBy) ?? i));
  const beforeByKey = new Map(before.map((r, i) => [String(keyAt(r, i)), r]));
  const afterKeys = new Set(after.map((r, i) => String(keyAt(r, i))));
  const diff: ListDiff = { path, keyedBy, added: [], removed: [], changed: [] };
  after.forEach((row, i) => {
    const key = keyAt(row, i);
    const old = beforeByKey.get(String(key));
    if (!old) {
      diff.added.push(row);
      return;
    }
    const sink: Sink = { fields: [], lists: [] };
    walk('', old, row, null, sink);
    if (sink.fields.length > 0) diff.changed.push({ key, before: old, after: row, fields: sink.fields });
  });
  diff.removed = before.filter((r, i) => !afterKeys.has(String(keyAt(r, i))));
  return diff;
};

/** The diff of one section; rowKey matches its lists of rows (null: by position). */
export const diffSection = (section: string, before: unknown, after: unknown, rowKey: string | null = null): SectionDiff => {
  const sink: Sink = { fields: [], lists: [] };
  const rows = rowsPair(before, after, null);
  const objects = objectPair(before, after);
  if (rows) pushList(sink, diffRows('', rows[0], rows[1], rowKey));
  else if (objects) walk('', objects[0], objects[1], { rowKey }, sink);
  else if (!deepEqual(before, after)) sink.fields.push({ path: '', before, after });
  const size = sink.fields.length + sink.lists.reduce((n, l) => n + listSize(l), 0);
  return { section, ...sink, size };
};

/** The diff of version N (after) against N-1 (before): every section of either, with its change size. */
export const diffVersions = (
  before: Version,
  after: Version,
  rowKeys: Readonly<Record<string, string>> = DEFAULT_ROW_KEYS,
): VersionDiff => {
  const sections = unionKeys(before, after).map((s) => diffSection(s, before[s], after[s], rowKeys[s] ?? null));
  const sizes = Object.fromEntries(sections.map((d) => [d.section, d.size]));
  return { sections, sizes, total: sections.reduce((n, d) => n + d.size, 0) };
};
