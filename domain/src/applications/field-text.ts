import type { FieldDef, Row } from './form-model.ts';
import { formatAmount } from '../formats/amount.ts';
import { formatPercent } from '../formats/percent.ts';

/** What an empty value reads as, in the read-only views and the version compare alike. */
export const EMPTY = '—';
const isAbsent = (v: unknown) => v === undefined || v === null || v === '';
export const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as the reader knows it: option labels, 是/否, amounts and percentages as spec section 9 prints them, lists of rows one per line. */
export const formatValue = (def: FieldDef | undefined, value: unknown): string => {
  if (isAbsent(value)) return EMPTY;
  if (def?.type.kind === 'amount' && (typeof value === 'string' || typeof value === 'number')) return formatAmount(value) || String(value);
  if (def?.type.kind === 'percent' && (typeof value === 'string' || typeof value === 'number')) return formatPercent(value) || String(value);
  if (def?.type.kind === 'enum') return def.type.options.find((o) => o.value === value)?.label ?? String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) {
    if (def?.type.kind === 'texts') return value.length === 0 ? EMPTY : value.map(String).join('、');
    const inner = def?.type.kind === 'list' ? def.type.fields : [];
    return value.length === 0 ? EMPTY : value.map((v) => (isRow(v) ? summaryOf(inner, v, ' / ') : formatValue(undefined, v))).join('\n');
  }
  if (isRow(value)) return summaryOf(def?.type.kind === 'group' ? def.type.fields : [], value, '；');
  return String(value);
};

/** A row in words: each filled field as `label：value` (fields the definition does not name by their value). */
export const summaryOf = (fields: readonly FieldDef[], row: Row, separator: string): string => {
  const named = fields.filter((f) => !isAbsent(row[f.key])).map((f) => `${f.label}：${formatValue(f, row[f.key])}`);
  const known = new Set(fields.map((f) => f.key));
  const rest = Object.entries(row)
    .filter(([k, v]) => !known.has(k) && !isAbsent(v))
    .map(([, v]) => formatValue(undefined, v));
  return [...named, ...rest].join(separator) || EMPTY;
};
