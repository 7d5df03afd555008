import type { FieldDef, SectionDef } from '@ftown/domain/applications/form-model';
import type { FieldErrors } from '@ftown/domain/applications/validate';
import type { NamePath } from './field-rules';

/**
 * A list section keeps its rows under `rows` (domain form-model), so the engine lays it out as one list field:
 * the antd name paths are then exactly the domain's paths below the section ('rows.2.idNo').
 */
export const topFieldsOf = (section: SectionDef): readonly FieldDef[] =>
  section.kind === 'list'
    ? [
        {
          key: 'rows',
          label: section.title,
          req: 'R',
          type: { kind: 'list', fields: section.fields, min: section.minRows ?? 0, max: section.maxRows ?? 50 },
        },
      ]
    : section.fields;

export type PathInfo = { leaf: boolean; where: string };

/** Whether a path below a section names an input on screen, and where it is in words ('股东 第2条 · 证件号码'). */
export const describePath = (section: SectionDef, path: readonly string[]): PathInfo => {
  let fields = topFieldsOf(section);
  const words: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const def = fields.find((f) => f.key === path[i]);
    if (!def) return { leaf: false, where: words.join(' · ') || section.title };
    const last = i === path.length - 1;
    if (def.type.kind === 'list') {
      const index = Number(path[i + 1]);
      words.push(Number.isInteger(index) ? `${def.label}第${index + 1}条` : def.label);
      if (!Number.isInteger(index)) return { leaf: false, where: words.join(' · ') };
      fields = def.type.fields;
      i += 1;
      if (i === path.length - 1) return { leaf: false, where: words.join(' · ') };
    } else if (def.type.kind === 'group') {
      words.push(def.label);
      if (last) return { leaf: false, where: words.join(' · ') };
      fields = def.type.fields;
    } else {
      words.push(def.label);
      return { leaf: last, where: words.join(' · ') };
    }
  }
  return { leaf: false, where: words.join(' · ') || section.title };
};

const toNamePath = (path: readonly string[]): NamePath => path.map((p) => (/^\d+$/.test(p) ? Number(p) : p));

export type PlacedErrors = {
  /** Messages that belong to one input: set onto the form with form.setFields. */
  fields: { name: NamePath; errors: string[] }[];
  /** Messages about a list, a row or the section as a whole, shown above the form. */
  general: { where: string; message: string }[];
};

/** Splits field errors (a 42200 `data.fields` or a local validation) into this section's inputs and notes. */
export const placeErrors = (section: SectionDef, errors: FieldErrors): PlacedErrors => {
  const placed: PlacedErrors = { fields: [], general: [] };
  for (const [key, message] of Object.entries(errors)) {
    const [head, ...rest] = key.split('.');
    if (head !== section.key) continue;
    const info = describePath(section, rest);
    if (info.leaf) placed.fields.push({ name: toNamePath(rest), errors: [message] });
    else placed.general.push({ where: info.where, message });
  }
  return placed;
};

/** The section keys that errors touch, in the order they were given. */
export const sectionsWithErrors = (errors: FieldErrors): string[] => [
  ...new Set(Object.keys(errors).map((k) => k.split('.')[0] ?? '')),
];
