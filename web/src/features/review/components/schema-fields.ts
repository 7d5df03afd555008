/**
 * Reads the fields of a stage's result schema (domain/src/review/stage-results.ts), so each stage's form is
 * generated from the schema the server validates with. Structural, like lib/zod-rule.ts: zod 4 exposes a
 * schema's definition as `_zod.def` for exactly this kind of reader, and the web app does not import zod.
 */

type Check = { _zod: { def: { check: string; maximum?: number; minimum?: number } } };
type Def = {
  type: string;
  format?: string;
  shape?: Record<string, Introspectable>;
  in?: Introspectable;
  innerType?: Introspectable;
  element?: Introspectable;
  entries?: Record<string, string | number>;
  defaultValue?: unknown;
  checks?: Check[];
};
export type Introspectable = { _zod: { def: Def } };

type Common = { key: string; path: string[]; required: boolean; defaultValue?: unknown };
export type ResultField = Common &
  (
    | { kind: 'text'; max: number | null }
    | { kind: 'date' }
    | { kind: 'bool' }
    | { kind: 'enum'; options: string[] }
    | { kind: 'number'; integer: boolean }
    | { kind: 'texts'; min: number; max: number | null }
    | { kind: 'group'; fields: ResultField[] }
  );

const limit = (def: Def, check: string): number | null => {
  const found = def.checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return found?.maximum ?? found?.minimum ?? null;
};

type Unwrapped = { def: Def; required: boolean; defaultValue?: unknown };

/** Looks through optional, default and transform wrappers to the value's own type. */
const unwrap = (schema: Introspectable, required = true, defaultValue?: unknown): Unwrapped => {
  const def = schema._zod.def;
  if (def.type === 'optional' && def.innerType) return unwrap(def.innerType, false, defaultValue);
  if (def.type === 'default' && def.innerType) return unwrap(def.innerType, false, def.defaultValue);
  if (def.type === 'pipe' && def.in) return unwrap(def.in, required, defaultValue);
  return { def, required, defaultValue };
};

const fieldOf = (key: string, path: string[], schema: Introspectable): ResultField => {
  const { def, required, defaultValue } = unwrap(schema);
  const common: Common = { key, path, required, ...(defaultValue === undefined ? {} : { defaultValue }) };
  switch (def.type) {
    case 'string':
      return def.format === 'date' ? { ...common, kind: 'date' } : { ...common, kind: 'text', max: limit(def, 'max_length') };
    case 'boolean':
      return { ...common, kind: 'bool' };
    case 'enum':
      return { ...common, kind: 'enum', options: Object.values(def.entries ?? {}).map(String) };
    case 'number':
      return { ...common, kind: 'number', integer: def.format === 'safeint' };
    case 'array':
      return { ...common, kind: 'texts', min: limit(def, 'min_length') ?? 0, max: limit(def, 'max_length') };
    case 'object':
      return { ...common, kind: 'group', fields: fieldsOf(schema, path) };
    default:
      throw new Error(`stage result field ${path.join('.')} has an unsupported type ${def.type}`);
  }
};

/** The fields of an object schema (or of the object a transform starts from), in declaration order. */
export const fieldsOf = (schema: Introspectable, parent: string[] = []): ResultField[] => {
  const { def } = unwrap(schema);
  return Object.entries(def.shape ?? {}).map(([key, child]) => fieldOf(key, [...parent, key], child));
};

/** Initial form values: each field's schema default. */
export const defaultsOf = (fields: readonly ResultField[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((f): [string, unknown][] => {
      if (f.kind === 'group') return [[f.key, defaultsOf(f.fields)]];
      return f.defaultValue === undefined ? [] : [[f.key, f.defaultValue]];
    }),
  );

/** Form values as the schema reads them: a cleared input (null) is a value not given. */
export const cleanValues = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(cleanValues);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, cleanValues(v)]])),
    );
  return value;
};
