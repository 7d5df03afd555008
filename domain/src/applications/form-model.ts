import type { Option } from './options.ts';
import type { ApplyType, ApplyTypeParts } from './types.ts';

/**
 * The vocabulary of form definitions: sections, fields, requirements and rules as data, so one form engine
 * renders any type and the server validates a submission against the same definition (DESIGN section 4).
 */

export const SECTION_KEYS = [
  'base',
  'capital',
  'topman',
  'executives',
  'contacts',
  'finance',
  'fundManaged',
  'product',
  'relocation',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type FieldType =
  | { kind: 'text'; max: number }
  | { kind: 'textarea'; max: number }
  | { kind: 'int'; min: number; max: number }
  /** Decimal in 万元 with up to 4 places, at least 0 unless negative is allowed. */
  | { kind: 'amount'; negative?: boolean }
  /** Percent 0-100 with up to 4 places. */
  | { kind: 'percent' }
  /** A measured quantity sent as a JSON number (a stage result's area), above 0, with up to `places` decimals. */
  | { kind: 'number'; places: number }
  | { kind: 'date' }
  | {
      kind: 'enum';
      options: readonly Option[];
      /** Options that depend on a sibling field of the same row: the form offers only those that fit its value. */
      narrow?: { by: string; options: (value: unknown) => readonly Option[] };
    }
  | { kind: 'bool' }
  | { kind: 'id-number' }
  | { kind: 'credit-code' }
  /** Identity number checked by the sibling field holding its document type (citizen ID, credit code or text). */
  | { kind: 'id-by-type'; typeField: string }
  | { kind: 'mobile' }
  | { kind: 'phone' }
  | { kind: 'email' }
  | { kind: 'url' }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'list'; fields: readonly FieldDef[]; min: number; max: number }
  /** A few short texts typed one after another (a stage's candidate names), each at most `itemMax` long. */
  | { kind: 'texts'; min: number; max: number; itemMax: number }
  | { kind: 'group'; fields: readonly FieldDef[] };

export type Row = Readonly<Record<string, unknown>>;

/** Required (R), optional (O) or conditional (C): required when `when` holds for the object holding the field. */
export type Requirement = 'R' | 'O' | { readonly when: (row: Row) => boolean; readonly note: string };

export type FieldDef = {
  readonly key: string;
  readonly label: string;
  readonly type: FieldType;
  readonly req: Requirement;
  readonly hint?: string;
  readonly defaultValue?: unknown;
};

/** A rule finding: a path below the section (or below the application for cross-section rules) and a message. */
export type Finding = { readonly path: readonly (string | number)[]; readonly message: string };

export type RuleContext = ApplyTypeParts & { readonly type: ApplyType; readonly today: string };

/** E blocks submission; W is shown to applicant and examiner and does not block (FORMS.md conventions). */
export type RuleLevel = 'E' | 'W';

export type SectionRule = {
  readonly id: string;
  readonly level: RuleLevel;
  readonly check: (data: Row, ctx: RuleContext) => readonly Finding[];
};

export type SectionDef = {
  readonly key: SectionKey;
  readonly title: string;
  /** A list section keeps its rows under `rows`, so paths read 'capital.rows.2.idNo'. */
  readonly kind: 'single' | 'list';
  readonly minRows?: number;
  readonly maxRows?: number;
  readonly fields: readonly FieldDef[];
  readonly rules: readonly SectionRule[];
};

export type ApplicationData = Readonly<Partial<Record<SectionKey, Row>>>;

export type CrossRule = {
  readonly id: string;
  readonly level: RuleLevel;
  /** Paths start with the section key. */
  readonly check: (data: ApplicationData, ctx: RuleContext) => readonly Finding[];
};

export type FormDef = {
  readonly type: ApplyType;
  readonly title: string;
  readonly parts: ApplyTypeParts;
  readonly sections: readonly SectionDef[];
  readonly rules: readonly CrossRule[];
};

export const field = (
  key: string,
  label: string,
  type: FieldType,
  req: Requirement = 'R',
  extra: { hint?: string; defaultValue?: unknown } = {},
): FieldDef => ({ key, label, type, req, ...extra });

export const when = (note: string, predicate: (row: Row) => boolean): Requirement => ({ when: predicate, note });

/** Whether a field is required for the given object (row or single section). */
export const isRequired = (def: FieldDef, row: Row): boolean =>
  def.req === 'R' ? true : def.req === 'O' ? false : def.req.when(row);

export const t = {
  text: (max: number): FieldType => ({ kind: 'text', max }),
  textarea: (max = 2000): FieldType => ({ kind: 'textarea', max }),
  int: (min: number, max: number): FieldType => ({ kind: 'int', min, max }),
  amount: (negative = false): FieldType => ({ kind: 'amount', negative }),
  percent: (): FieldType => ({ kind: 'percent' }),
  number: (places: number): FieldType => ({ kind: 'number', places }),
  date: (): FieldType => ({ kind: 'date' }),
  enumOf: (options: readonly Option[], narrow?: { by: string; options: (value: unknown) => readonly Option[] }): FieldType =>
    narrow ? { kind: 'enum', options, narrow } : { kind: 'enum', options },
  bool: (): FieldType => ({ kind: 'bool' }),
  idNumber: (): FieldType => ({ kind: 'id-number' }),
  creditCode: (): FieldType => ({ kind: 'credit-code' }),
  idByType: (typeField = 'idType'): FieldType => ({ kind: 'id-by-type', typeField }),
  mobile: (): FieldType => ({ kind: 'mobile' }),
  phone: (): FieldType => ({ kind: 'phone' }),
  email: (): FieldType => ({ kind: 'email' }),
  url: (): FieldType => ({ kind: 'url' }),
  pattern: (pattern: RegExp, message: string): FieldType => ({ kind: 'pattern', pattern, message }),
  list: (fields: readonly FieldDef[], min: number, max: number): FieldType => ({ kind: 'list', fields, min, max }),
  texts: (min: number, max: number, itemMax: number): FieldType => ({ kind: 'texts', min, max, itemMax }),
  group: (fields: readonly FieldDef[]): FieldType => ({ kind: 'group', fields }),
};

/** AMAC registration numbers (FORMS.md: P1017741 for managers, SB4229 for funds). */
export const AMAC_MANAGER_NO = /^P\d{7}$/;
export const AMAC_FUND_CODE = /^S[A-Z0-9]{5}$/;
