import { Descriptions, Table, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { FieldDef, Row, SectionDef } from '@ftown/domain/applications/form-model';
import { topFieldsOf } from './field-paths';
import { EMPTY, formatValue, isRow } from '@ftown/domain/applications/field-text';

/**
 * A section read, not edited (the applicant's view and the examiner's): labelled rows for fields, tables for
 * lists of rows, values printed as spec section 9 prints them. Disabled inputs were hard to read (grey text,
 * amounts without separators, option lists cut off) and offered controls that did nothing.
 */

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);
const asRow = (value: unknown): Row => (isRow(value) ? value : {});

/** Keeps line breaks of long texts and list summaries. */
const text = (value: string) => <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</span>;

/** A cell or item: nested lists as their own table, groups as labelled lines, the rest as text. */
function FieldValue({ def, value }: { def: FieldDef; value: unknown }) {
  if (def.type.kind === 'list') return <RowsTable label={def.label} fields={def.type.fields} rows={rowsOf(value)} />;
  if (def.type.kind === 'group') {
    const row = asRow(value);
    return text(def.type.fields.map((f) => `${f.label}：${formatValue(f, row[f.key])}`).join('\n'));
  }
  return text(formatValue(def, value));
}

const WIDE = new Set(['textarea', 'list', 'group']);

/** Rows have no identity of their own: a line is known by its place. */
type Line = { index: number; row: Row };

/** Each row of a list as a table line, one column per field; nested lists and groups fit in their cell. */
function RowsTable({ label, fields, rows }: { label: string; fields: readonly FieldDef[]; rows: readonly Row[] }) {
  const columns: TableColumnsType<Line> = [
    { title: '序号', key: 'index', width: 56, render: (_: unknown, line: Line) => line.index + 1 },
    // Who the row is comes first: plain values lead, nested lists, groups and long texts follow.
    ...[...fields.filter((f) => !WIDE.has(f.type.kind)), ...fields.filter((f) => WIDE.has(f.type.kind))].map((f) => ({
      title: f.label,
      key: f.key,
      onCell: () => ({ style: { minWidth: f.type.kind === 'list' ? 320 : f.type.kind === 'textarea' || f.type.kind === 'group' ? 240 : 120 } }),
      render: (_: unknown, line: Line) => <FieldValue def={f} value={line.row[f.key]} />,
    })),
  ];
  return (
    <Table<Line>
      aria-label={label}
      size="small"
      bordered
      pagination={false}
      rowKey="index"
      columns={columns}
      dataSource={rows.map((row, index) => ({ index, row }))}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: EMPTY }}
    />
  );
}

/** A single section's fields as labelled rows; long texts, groups and lists take a whole line. */
function FieldsDescriptions({ label, fields, data }: { label: string; fields: readonly FieldDef[]; data: Row }) {
  const items: DescriptionsProps['items'] = fields.map((f) => ({
    key: f.key,
    label: f.label,
    span: WIDE.has(f.type.kind) ? 'filled' : 1,
    children: <FieldValue def={f} value={data[f.key]} />,
  }));
  return (
    <Descriptions
      aria-label={label}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      styles={{ label: { width: 180 } }}
      items={items}
    />
  );
}

export function SectionView({ section, data }: { section: SectionDef; data: Row | undefined }) {
  const [top] = topFieldsOf(section);
  if (section.kind === 'list' && top?.type.kind === 'list')
    return <RowsTable label={section.title} fields={top.type.fields} rows={rowsOf(data?.rows)} />;
  return <FieldsDescriptions label={section.title} fields={section.fields} data={data ?? {}} />;
}
