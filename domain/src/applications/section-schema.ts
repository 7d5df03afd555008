import { z } from 'zod';
import { toDecimal4 } from '../formats/decimal.ts';
import { zAmount } from '../validators/amount.ts';
import { isCitizenId, zCitizenId, CITIZEN_ID_MESSAGE } from '../validators/citizen-id.ts';
import { isCreditCode, zCreditCode, CREDIT_CODE_MESSAGE } from '../validators/credit-code.ts';
import { zDate } from '../validators/date-parts.ts';
import { zEmail } from '../validators/email.ts';
import { zMobile, zPhone } from '../validators/mobile.ts';
import { zUrl } from '../validators/url.ts';
import { isRequired, type FieldDef, type Row, type RuleContext, type SectionDef } from './form-model.ts';

/**
 * Zod schemas built from the form definitions. A draft checks the format of whatever is filled in; a submission
 * also requires every required field and row and applies the section's E rules. Empty strings and null count
 * as not filled in, so a cleared input never fails a format check.
 */
export type ValidationMode = 'draft' | 'submit';

/** NUMERIC(20,4) keeps 16 integer digits. */
const MAX_INTEGER_DIGITS = 16;

const emptyToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const requiredMessage = (def: FieldDef): string =>
  def.type.kind === 'list'
    ? `请至少填写${def.type.min}条${def.label}`
    : def.type.kind === 'enum' || def.type.kind === 'bool'
      ? `请选择${def.label}`
      : `请填写${def.label}`;

const decimalSchema = (def: FieldDef, negative: boolean, percent: boolean) =>
  zAmount({ leadingZero: true, negative }, `${def.label}应为最多4位小数的数字`)
    .refine((v) => v.replace(/^-/, '').split('.')[0]!.length <= MAX_INTEGER_DIGITS, `${def.label}超出范围`)
    .refine((v) => !percent || Number(v) <= 100, `${def.label}不能大于100`)
    .transform(toDecimal4);

const valueSchema = (def: FieldDef, mode: ValidationMode): z.ZodType => {
  const { label, type } = def;
  switch (type.kind) {
    case 'text':
    case 'textarea':
      return z.string({ error: `${label}应为文本` }).trim().max(type.max, `${label}不能超过${type.max}个字符`);
    case 'int':
      return z
        .union([z.number(), z.string().trim().regex(/^-?\d+$/, `${label}应为整数`)], { error: `${label}应为整数` })
        .transform(Number)
        .pipe(
          z
            .number()
            .int(`${label}应为整数`)
            .min(type.min, `${label}不能小于${type.min}`)
            .max(type.max, `${label}不能大于${type.max}`),
        );
    case 'amount':
      return decimalSchema(def, type.negative === true, false);
    case 'percent':
      return decimalSchema(def, false, true);
    case 'number':
      return z
        .number({ error: `${label}应为数字` })
        .positive(`${label}应大于0`)
        .multipleOf(10 ** -type.places, `${label}最多保留${type.places}位小数`);
    case 'date':
      return zDate();
    case 'enum': {
      const values = type.options.map((o) => o.value) as [string, ...string[]];
      return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(values, { error: `请选择正确的${label}` }));
    }
    case 'bool':
      return z.boolean({ error: `请选择${label}` });
    case 'id-number':
      return zCitizenId();
    case 'credit-code':
      return zCreditCode();
    case 'id-by-type':
      return z.string({ error: `${label}应为文本` }).trim().toUpperCase().max(40, `${label}不能超过40个字符`);
    case 'mobile':
      return zMobile();
    case 'phone':
      return zPhone();
    case 'email':
      return zEmail();
    case 'url':
      return zUrl();
    case 'pattern':
      return z.string({ error: type.message }).trim().regex(type.pattern, type.message);
    case 'list':
      return z.array(objectSchema(type.fields, mode), { error: `${label}格式有误` }).max(type.max, `${label}最多${type.max}条`);
    case 'group':
      return objectSchema(type.fields, mode);
    case 'texts':
      return z
        .array(z.string({ error: `${label}应为文本` }).trim().min(1, `请填写${label}`).max(type.itemMax, `${label}不能超过${type.itemMax}个字`), {
          error: `请填写${label}`,
        })
        .min(type.min, `请至少填写${type.min}个${label}`)
        .max(type.max, `${label}最多${type.max}个`);
  }
};

/** An identity number is checked by its document type: citizen ID, credit code, or free text for the others. */
const idProblem = (idType: unknown, idNo: string): string | null => {
  if (idType === 'idCard') return isCitizenId(idNo) ? null : CITIZEN_ID_MESSAGE;
  if (idType === 'creditCode') return isCreditCode(idNo) ? null : CREDIT_CODE_MESSAGE;
  return null;
};

export const objectSchema = (fields: readonly FieldDef[], mode: ValidationMode) =>
  z
    .object(Object.fromEntries(fields.map((f) => [f.key, z.preprocess(emptyToUndefined, valueSchema(f, mode).optional())])), {
      error: '数据格式有误',
    })
    .superRefine((obj: Row, ctx) => {
      for (const f of fields) {
        const value = obj[f.key];
        if (f.type.kind === 'id-by-type' && typeof value === 'string') {
          const problem = idProblem(obj[f.type.typeField], value);
          if (problem) ctx.addIssue({ code: 'custom', path: [f.key], message: problem });
        }
        if (mode !== 'submit') continue;
        const short = f.type.kind === 'list' && Array.isArray(value) && value.length < f.type.min;
        if ((value === undefined || short) && isRequired(f, obj))
          ctx.addIssue({ code: 'custom', path: [f.key], message: requiredMessage(f) });
      }
    });

/** The context of the parse in progress; parsing is synchronous, so no other parse can change it meanwhile. */
type ContextSlot = { current: RuleContext | null };

/** Schema of one section's data. E rules join on submission; W rules never fail a parse (see warningsOf). */
const buildSectionSchema = (section: SectionDef, mode: ValidationMode, slot: ContextSlot) => {
  const body =
    section.kind === 'single'
      ? objectSchema(section.fields, mode)
      : z.object({
          rows: z.preprocess(
            (v) => v ?? [],
            z.array(objectSchema(section.fields, mode), { error: `${section.title}格式有误` }).max(section.maxRows ?? 50, `${section.title}最多${section.maxRows ?? 50}条`),
          ),
        });
  return z.preprocess(
    (v) => v ?? {},
    body.superRefine((data: Row, rc) => {
      if (mode !== 'submit') return;
      const ctx = slot.current;
      if (ctx === null) throw new Error('a section schema was parsed outside parseSection');
      const rows = data.rows;
      if (section.kind === 'list' && Array.isArray(rows) && rows.length < (section.minRows ?? 0))
        rc.addIssue({ code: 'custom', path: ['rows'], message: `请至少填写${section.minRows}条${section.title}` });
      for (const rule of section.rules)
        if (rule.level === 'E')
          for (const f of rule.check(data, ctx)) rc.addIssue({ code: 'custom', path: [...f.path], message: f.message });
    }),
  );
};

type Built = { schema: ReturnType<typeof buildSectionSchema>; slot: ContextSlot };

/**
 * Schemas built once per section and mode (issue 15): building one, and zod compiling it on its first parse, cost
 * far more than a parse, and a submission parses every section of its type. Section definitions are constants
 * (forms.ts), so they key the cache; the rule context (type, today) is handed in for each parse.
 */
const built = new WeakMap<SectionDef, Partial<Record<ValidationMode, Built>>>();

/** Parses one section's data in `mode`, its E rules (submit mode) reading `ctx`. */
export const parseSection = (section: SectionDef, mode: ValidationMode, ctx: RuleContext, data: unknown) => {
  let modes = built.get(section);
  if (modes === undefined) built.set(section, (modes = {}));
  let entry = modes[mode];
  if (entry === undefined) {
    const slot: ContextSlot = { current: null };
    entry = modes[mode] = { schema: buildSectionSchema(section, mode, slot), slot };
  }
  // Restored rather than cleared, should a rule ever parse another section of the same kind.
  const outer = entry.slot.current;
  entry.slot.current = ctx;
  try {
    return entry.schema.safeParse(data);
  } finally {
    entry.slot.current = outer;
  }
};
