import type { z } from 'zod';
import { todayCst } from '../formats/date-time.ts';
import { formOf } from './forms.ts';
import type { ApplicationData, Finding, Row, RuleContext, SectionKey } from './form-model.ts';
import { parseSection, type ValidationMode } from './section-schema.ts';
import { partsOf, type ApplyType } from './types.ts';

/** Field path ('capital.rows.2.idNo') to its first message: the `data.fields` of a 42200 error envelope. */
export type FieldErrors = Record<string, string>;
export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };
export type Warning = { field: string; message: string };
export type ValidateOptions = { today?: string };

export const contextOf = (type: ApplyType, options: ValidateOptions = {}): RuleContext => ({
  ...partsOf(type),
  type,
  today: options.today ?? todayCst(),
});

export const pathKey = (prefix: string, path: readonly PropertyKey[]): string =>
  [prefix, ...path.map(String)].filter((p) => p !== '').join('.');

const collect = (errors: FieldErrors, prefix: string, findings: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  for (const f of findings) {
    const key = pathKey(prefix, f.path);
    errors[key] ??= f.message;
  }
};

const issuesOf = (error: z.ZodError) => error.issues.map((i) => ({ path: i.path, message: i.message }));

/**
 * Validates one section of a type: 'draft' (saveSection: formats only, partial allowed) or 'submit'.
 * A section the type does not have is an error at the section key.
 */
export const validateSection = (
  type: ApplyType,
  key: SectionKey,
  data: unknown,
  mode: ValidationMode,
  options: ValidateOptions = {},
): ValidationResult<Row> => {
  const section = formOf(type).sections.find((s) => s.key === key);
  if (!section) return { ok: false, errors: { [key]: '该申请类型没有此部分' } };
  const result = parseSection(section, mode, contextOf(type, options), data);
  if (result.success) return { ok: true, data: result.data as Row };
  const errors: FieldErrors = {};
  collect(errors, key, issuesOf(result.error));
  return { ok: false, errors };
};

/** Full submission check: every section of the type in submit mode, then the cross-section E rules. */
export const validateApplication = (
  type: ApplyType,
  data: ApplicationData,
  options: ValidateOptions = {},
): ValidationResult<ApplicationData> => {
  const ctx = contextOf(type, options);
  const errors: FieldErrors = {};
  const parsed: Partial<Record<SectionKey, Row>> = {};
  for (const section of formOf(type).sections) {
    const result = parseSection(section, 'submit', ctx, data[section.key]);
    if (result.success) parsed[section.key] = result.data as Row;
    else {
      collect(errors, section.key, issuesOf(result.error));
      parsed[section.key] = data[section.key];
    }
  }
  for (const rule of formOf(type).rules) if (rule.level === 'E') collect(errors, '', rule.check(parsed, ctx));
  return Object.keys(errors).length === 0 ? { ok: true, data: parsed } : { ok: false, errors };
};

/**
 * The submission check's errors grouped by the section their path starts with: what each section of the form
 * shows when it is saved or left, and what step 8 sums up. One check for both, so a section the steps bar calls
 * complete is one submission will not refuse (cross-section findings land on the section their path names).
 */
export const problemsBySection = (
  type: ApplyType,
  data: ApplicationData,
  options: ValidateOptions = {},
): Partial<Record<SectionKey, FieldErrors>> => {
  const checked = validateApplication(type, data, options);
  const out: Partial<Record<SectionKey, FieldErrors>> = {};
  if (checked.ok) return out;
  for (const [path, message] of Object.entries(checked.errors)) {
    const key = path.split('.')[0] as SectionKey;
    (out[key] ??= {})[path] = message;
  }
  return out;
};

/** The W findings of a type's rules over sections in the form their draft schemas give. */
const findingsOf = (type: ApplyType, sections: ApplicationData, ctx: RuleContext): Warning[] => {
  const form = formOf(type);
  const out: Warning[] = [];
  const push = (prefix: string, findings: readonly Finding[]) =>
    findings.forEach((f) => out.push({ field: pathKey(prefix, f.path), message: f.message }));
  for (const section of form.sections)
    for (const rule of section.rules) if (rule.level === 'W') push(section.key, rule.check(sections[section.key] ?? {}, ctx));
  for (const rule of form.rules) if (rule.level === 'W') push('', rule.check(sections, ctx));
  return out;
};

/**
 * The W findings of a type's rules, for applicant and examiner. Runs on whatever is filled in: each section is
 * read through its draft schema when that succeeds (canonical values), else as given.
 */
export const warningsOf = (type: ApplyType, data: ApplicationData, options: ValidateOptions = {}): Warning[] => {
  const ctx = contextOf(type, options);
  const lenient: Partial<Record<SectionKey, Row>> = {};
  for (const section of formOf(type).sections) {
    const result = parseSection(section, 'draft', ctx, data[section.key]);
    lenient[section.key] = result.success ? (result.data as Row) : data[section.key];
  }
  return findingsOf(type, lenient, ctx);
};

/**
 * warningsOf for sections as the server stores them: a saved draft is its draft schema's output and a frozen
 * version its submit schema's, and either read through the draft schema again is itself (rules.test.ts), so
 * they are read as they are. Parsing them again was half the zod time of a submit-and-read cycle (issue 15).
 */
export const storedWarningsOf = (type: ApplyType, data: ApplicationData, options: ValidateOptions = {}): Warning[] =>
  findingsOf(type, data, contextOf(type, options));
