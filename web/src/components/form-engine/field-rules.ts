import type { FormRule } from 'antd';
import type { FieldDef } from '@ftown/domain/applications/form-model';
import { objectSchema, type ValidationMode } from '@ftown/domain/applications/section-schema';

export type NamePath = (string | number)[];

/** Fields whose value is a container: their own rows and members carry the rules. */
const isContainer = (def: FieldDef) => def.type.kind === 'list' || def.type.kind === 'group';

/**
 * The antd rule of one field: the domain schema of the row the field sits in, applied to the row as it is on
 * screen, keeping the issues about this field itself. Validating the row (not the value alone) lets a field be
 * checked against its siblings: an ID number by its document type, a conditional requirement by its condition.
 */
export const fieldRule =
  (def: FieldDef, siblings: readonly FieldDef[], rowPath: NamePath, mode: ValidationMode): FormRule =>
  (form) => ({
    validator: async (_rule, value: unknown) => {
      if (isContainer(def)) return;
      const row: unknown = rowPath.length === 0 ? form.getFieldsValue(true) : form.getFieldValue(rowPath);
      const flat = siblings.filter((f) => !isContainer(f) || f.key === def.key);
      const result = objectSchema(flat, mode).safeParse({ ...(typeof row === 'object' && row ? row : {}), [def.key]: value });
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path.length === 1 && i.path[0] === def.key);
      if (issue) throw new Error(issue.message);
    },
  });
