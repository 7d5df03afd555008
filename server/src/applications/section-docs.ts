import { APPLY_CALLS, ZSectionViewResponse } from '@ftown/domain/applications/api/apply.schemas';
import type { FieldDef, SectionDef, SectionKey } from '@ftown/domain/applications/form-model';
import { SECTION_KEYS } from '@ftown/domain/applications/form-model';
import { FORMS } from '@ftown/domain/applications/forms';
import { API_BASE } from '@ftown/domain/api/envelope';

type Json = Record<string, unknown>;

const DECIMAL = '^-?\\d+(\\.\\d{1,4})?$';

const requirementOf = (def: FieldDef) =>
  def.req === 'R' ? '必填' : def.req === 'O' ? '选填' : `条件必填：${def.req.note}`;

/** The JSON Schema of one field's value, as the form definition describes it (the zod rules stay the judge). */
const valueSchema = (def: FieldDef): Json => {
  const { type } = def;
  switch (type.kind) {
    case 'text':
    case 'textarea':
      return { type: 'string', maxLength: type.max };
    case 'int':
      return { type: 'integer', minimum: type.min, maximum: type.max };
    case 'amount':
      return { type: 'string', pattern: type.negative ? DECIMAL : DECIMAL.replace('-?', ''), description: '万元，最多4位小数' };
    case 'percent':
      return { type: 'string', pattern: DECIMAL.replace('-?', ''), description: '0–100，最多4位小数' };
    case 'number':
      return { type: 'number', exclusiveMinimum: 0 };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'enum':
      return { type: 'string', enum: type.options.map((o) => o.value), description: type.options.map((o) => `${o.value}=${o.label}`).join('，') };
    case 'bool':
      return { type: 'boolean' };
    case 'id-number':
      return { type: 'string', description: '居民身份证号码' };
    case 'credit-code':
      return { type: 'string', description: '统一社会信用代码' };
    case 'id-by-type':
      return { type: 'string', maxLength: 40, description: `证件号码，按 ${type.typeField} 校验` };
    case 'mobile':
    case 'phone':
      return { type: 'string' };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'pattern':
      return { type: 'string', pattern: type.pattern.source, description: type.message };
    case 'list':
      return { type: 'array', items: objectSchema(type.fields), minItems: type.min, maxItems: type.max };
    case 'texts':
      return { type: 'array', items: { type: 'string', maxLength: type.itemMax }, minItems: type.min, maxItems: type.max };
    case 'group':
      return objectSchema(type.fields);
  }
};

const objectSchema = (fields: readonly FieldDef[]): Json => ({
  type: 'object',
  properties: Object.fromEntries(
    fields.map((f) => {
      const value = valueSchema(f);
      const note = typeof value.description === 'string' ? `；${value.description}` : '';
      return [f.key, { ...value, title: f.label, description: `${requirementOf(f)}${note}` }];
    }),
  ),
});

/**
 * One section's fields across every application type (a field a type leaves out is simply absent from its
 * data). Drafts may leave any field out; the requirements are in each field's description.
 */
const sectionSchema = (key: SectionKey): Json => {
  const defs = Object.values(FORMS).flatMap((form) => form.sections.filter((s) => s.key === key));
  const first = defs[0] as SectionDef;
  const byKey = new Map<string, FieldDef[]>();
  for (const f of defs.flatMap((d) => d.fields)) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f]);
  const row = objectSchema([...byKey.values()].map((same) => same[0] as FieldDef));
  // A field some types label differently (企业名称 | 企业名称（拟设立名称）) is titled with every label.
  const properties = row.properties as Record<string, Json>;
  for (const [key, same] of byKey) properties[key] = { ...properties[key], title: [...new Set(same.map((f) => f.label))].join(' | ') };
  const body =
    first.kind === 'list'
      ? { type: 'object', properties: { rows: { type: 'array', items: row, minItems: first.minRows, maxItems: first.maxRows } } }
      : row;
  return { ...body, title: [...new Set(defs.map((d) => d.title))].join(' | ') };
};

export const sectionSchemaName = (key: SectionKey) => `ApplySection_${key}`;

const child = (node: unknown, ...keys: string[]): Json | undefined => {
  let at: unknown = node;
  for (const key of keys) at = at !== null && typeof at === 'object' ? (at as Json)[key] : undefined;
  return at !== null && typeof at === 'object' ? (at as Json) : undefined;
};

const anySection = (nullable: boolean): Json => ({
  oneOf: SECTION_KEYS.map((key) => ({ $ref: `#/components/schemas/${sectionSchemaName(key)}` })),
  // The document is OpenAPI 3.0, which has no null type.
  ...(nullable ? { nullable: true } : {}),
  description: '按 section 取对应的部分（components.schemas.ApplySection_<section>）',
});

/**
 * Describes the `data` of saveSection and of every call answering one section with the section schemas built
 * from the domain's form definitions: the zod schema of these calls can only say "an object", since which
 * fields are allowed depends on `section`.
 */
export const describeSections = (doc: object) => {
  const components = ((doc as Json).components ??= {}) as Json;
  const schemas = (components.schemas ??= {}) as Json;
  for (const key of SECTION_KEYS) schemas[sectionSchemaName(key)] = sectionSchema(key);
  const operation = (call: { method: string; path: string }) => child(doc, 'paths', `${API_BASE}${call.path}`, call.method.toLowerCase());
  for (const call of Object.values(APPLY_CALLS)) {
    if (call.reply !== ZSectionViewResponse) continue;
    const view = child(operation(call), 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'data', 'properties');
    if (view) view.data = anySection(true);
  }
  const save = child(operation(APPLY_CALLS.saveSection), 'requestBody', 'content', 'application/json', 'schema');
  const saveFields = child(save, 'properties') ?? child(save, 'allOf', '0', 'properties');
  if (saveFields) saveFields.data = anySection(false);
};
