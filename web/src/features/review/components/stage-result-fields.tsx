import type { ReactNode } from 'react';
import type { FormRule } from 'antd';
import type { FieldDef } from '@ftown/domain/applications/form-model';
import { FormFields } from '@/components/form-engine/form-fields';
import type { NamePath } from '@/components/form-engine/field-rules';

/** The name of the stage result inside the action dialog's form. */
export const RESULT = 'result';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** A stage result schema (domain stage-results.ts), as far as the form uses it. */
type ResultSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

/** Form values as the schema reads them: a cleared input (null) is a value not given. */
export const cleanValues = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(cleanValues);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, cleanValues(v)]])),
    );
  return value;
};

const startsWith = (path: readonly PropertyKey[], prefix: readonly PropertyKey[]) => prefix.every((p, i) => path[i] === p);

/**
 * A field's rule runs the whole result schema (cross-field refinements included, e.g. a note required when
 * materials are incomplete) and keeps the first issue about this field, in the schema's Chinese words.
 */
const schemaRule =
  (schema: ResultSchema, path: NamePath): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const parsed = schema.safeParse(cleanValues(getFieldValue(RESULT) ?? {}));
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => startsWith(i.path, path.slice(1)));
      if (issue) throw new Error(issue.message);
    },
  });

type Props = {
  /** The stage's form (domain stage-forms.ts). */
  fields: readonly FieldDef[];
  schema: ResultSchema;
  /** Controls the form cannot guess from a type, e.g. the licence scan, which is an upload. */
  controls?: Readonly<Partial<Record<string, ReactNode>>>;
};

/** The inputs of a stage's result, laid out by the application forms' engine, nested under `result`. */
export function StageResultFields({ fields, schema, controls }: Props) {
  return (
    <FormFields
      fields={fields}
      rel={[RESULT]}
      abs={[RESULT]}
      mode="submit"
      ruleOf={(_, path) => schemaRule(schema, path)}
      {...(controls ? { controls } : {})}
    />
  );
}
