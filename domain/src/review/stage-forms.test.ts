import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { field, t, type FieldDef } from '../applications/form-model.ts';
import { objectSchema } from '../applications/section-schema.ts';
import { POSTBACK_RECORD_FIELDS, STAGE_RESULT_FIELDS, stageResultLabel, stageResultOptionLabel } from './stage-forms.ts';
import { STAGE_RESULT_SCHEMAS, zPostbackRecord } from './stage-results.ts';
import { STAGES } from './stages.ts';

/** Keys a stage records without a form input (asked in a dialog of its own). */
const NOT_TYPED = new Set(['confirmDuplicateAddress']);

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const object = schema instanceof z.ZodPipe ? (schema.in as z.ZodType) : schema;
  if (!(object instanceof z.ZodObject)) throw new Error('a stage result is an object');
  return object.shape as Record<string, z.ZodType>;
};

const keysOf = (fields: readonly FieldDef[]) => fields.map((f) => f.key);

/** The leaf fields of a form with their paths, and the values the form starts with (groups as empty objects). */
const leavesOf = (fields: readonly FieldDef[], parent: string[] = []): { path: string; def: FieldDef }[] =>
  fields.flatMap((f) => (f.type.kind === 'group' ? leavesOf(f.type.fields, [...parent, f.key]) : [{ path: [...parent, f.key].join('.'), def: f }]));
const emptyOf = (fields: readonly FieldDef[]): Record<string, unknown> =>
  Object.fromEntries(fields.flatMap((f) => (f.type.kind === 'group' ? [[f.key, emptyOf(f.type.fields)] as const] : [])));

const forms = [
  ...STAGES.map((stage) => [stage, STAGE_RESULT_FIELDS[stage], STAGE_RESULT_SCHEMAS[stage]] as const),
  ['echoMaterialApply', POSTBACK_RECORD_FIELDS, zPostbackRecord] as const,
];

describe('stage result forms', () => {
  it.each(forms)('%s: the form has an input for every field its result schema records, in the same nesting', (_, fields, schema) => {
    const shape = shapeOf(schema);
    expect(keysOf(fields)).toEqual(Object.keys(shape).filter((k) => !NOT_TYPED.has(k)));
    for (const def of fields)
      if (def.type.kind === 'group') expect(keysOf(def.type.fields)).toEqual(Object.keys(shapeOf(shape[def.key]!)));
  });

  it.each(forms)('%s: a field is marked required exactly when the schema refuses it left empty', (_, fields, schema) => {
    const parsed = schema.safeParse(emptyOf(fields));
    const refused = new Set(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.')));
    for (const { path, def } of leavesOf(fields)) expect([path, refused.has(path)]).toEqual([path, def.req === 'R' && def.defaultValue === undefined]);
  });

  it('names recorded keys and options for the history, typed or not', () => {
    expect(stageResultLabel('carrier')).toBe('快递公司');
    expect(stageResultLabel('lookThroughDone')).toBe('已完成穿透核查');
    expect(stageResultLabel('reservedUntil')).toBe('名称保留期至');
    expect(stageResultLabel('confirmDuplicateAddress')).toBe('确认共用已入驻企业地址');
    expect(stageResultLabel('unknownKey')).toBe('unknownKey');
    expect(stageResultOptionLabel('carrier', 'SF')).toBe('顺丰');
    expect(stageResultOptionLabel('feedbackResult', 'disagree')).toBe('不同意');
    expect(stageResultOptionLabel('roomNo', '301')).toBeUndefined();
  });
});

describe('field kinds the stage forms add', () => {
  const schema = objectSchema([field('area', '面积', t.number(2), 'O'), field('names', '备选名称', t.texts(1, 2, 5), 'O')], 'submit');
  const messageOf = (value: Record<string, unknown>) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes a measured number above 0 with its places, and refuses more places or text', () => {
    expect(messageOf({ area: 12.5 })).toBeNull();
    expect(messageOf({ area: 1.234 })).toBe('面积最多保留2位小数');
    expect(messageOf({ area: 0 })).toBe('面积应大于0');
    expect(messageOf({ area: '12' })).toBe('面积应为数字');
  });

  it('takes a few short texts, and refuses too many or too long', () => {
    expect(messageOf({ names: ['甲', '乙'] })).toBeNull();
    expect(messageOf({ names: ['甲', '乙', '丙'] })).toBe('备选名称最多2个');
    expect(messageOf({ names: ['六个字的名'] })).toBeNull();
    expect(messageOf({ names: ['超过五个字的名称'] })).toBe('备选名称不能超过5个字');
  });
});
