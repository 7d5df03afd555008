import { describe, expect, it } from 'vitest';
import { APPLY_TYPES, type ApplyType } from './types.ts';
import { attachmentSectionTitle, FORMS, formOf, stepsOf } from './forms.ts';
import { exampleFor } from './examples.ts';
import { isRequired, type FieldDef, type Row } from './form-model.ts';
import { validateApplication, validateSection, warningsOf } from './validate.ts';
import { without } from './test-support.ts';

const TODAY = '2026-11-22';

/**
 * Every path of a required field that the example fills in: a field of each object, and of list elements the
 * first element where the field is required and present (nested lists and groups included).
 */
const requiredPaths = (defs: readonly FieldDef[], objects: readonly Row[], prefix: string, listed: boolean): string[] =>
  defs.flatMap((def) => {
    const index = objects.findIndex((o) => o[def.key] !== undefined && isRequired(def, o));
    const own = index < 0 ? [] : [`${prefix}${listed ? `.${index}` : ''}.${def.key}`];
    const nested = objects.flatMap((o, i) => {
      const value = o[def.key];
      const at = `${prefix}${listed ? `.${i}` : ''}.${def.key}`;
      if (def.type.kind === 'group' && value && typeof value === 'object') return requiredPaths(def.type.fields, [value as Row], at, false);
      if (def.type.kind === 'list' && Array.isArray(value)) return requiredPaths(def.type.fields, value as Row[], at, true);
      return [];
    });
    // Nested paths repeat per element; keep the first element's.
    const seen = new Set<string>();
    const firstOfEach = nested.filter((p) => {
      const pattern = p.replace(/\.\d+\./g, '.#.');
      if (seen.has(pattern)) return false;
      seen.add(pattern);
      return true;
    });
    return [...own, ...firstOfEach];
  });

const requiredPathsOf = (type: ApplyType): string[] => {
  const data = exampleFor(type);
  return formOf(type).sections.flatMap((s) => {
    const section = (data[s.key] ?? {}) as Row;
    return s.kind === 'single'
      ? requiredPaths(s.fields, [section], s.key, false)
      : requiredPaths(s.fields, (section.rows as Row[]) ?? [], `${s.key}.rows`, true);
  });
};

describe('form definitions', () => {
  it('has one form per type, with the sections of FORMS.md section 1', () => {
    expect(Object.keys(FORMS)).toHaveLength(16);
    expect(stepsOf('manager_company')).toEqual(['base', 'capital', 'topman', 'executives', 'contacts', 'finance', 'fundManaged', 'attachments']);
    expect(stepsOf('product_partner_relocate')).toEqual(['base', 'capital', 'topman', 'executives', 'contacts', 'finance', 'product', 'relocation', 'attachments']);
    expect(stepsOf('other_company')).toEqual(['base', 'capital', 'topman', 'executives', 'contacts', 'finance', 'attachments']);
  });

  it.each([
    ['manager_company', 'creditCode', false],
    ['manager_company_relocate', 'creditCode', true],
    ['ownfund_partner', 'ownFundNoRaisingPledge', true],
    ['other_partner', 'ownFundNoRaisingPledge', false],
    ['other_company', 'businessIndustry', true],
    ['product_company', 'fundBusinessType', true],
    ['ownfund_company', 'fundBusinessType', false],
  ] as const)('%s base has %s: %s', (type, key, present) =>
    expect(formOf(type).sections[0]?.fields.some((f) => f.key === key)).toBe(present),
  );

  it('labels partnership capital as 出资额', () => {
    const label = (type: ApplyType) => formOf(type).sections[0]?.fields.find((f) => f.key === 'registeredCapital')?.label;
    expect(label('manager_partner')).toBe('出资额（万元）');
    expect(label('manager_company')).toBe('注册资本（万元）');
  });
});

describe.each(APPLY_TYPES)('submission of %s', (type) => {
  const example = exampleFor(type);

  it('accepts the complete example', () => {
    const result = validateApplication(type, example, { today: TODAY });
    expect(result.ok ? 'ok' : result.errors).toBe('ok');
  });

  const paths = requiredPathsOf(type);
  it('finds required fields to test', () => expect(paths.length).toBeGreaterThan(40));

  it.each(paths)('refuses it without %s', (path) => {
    const result = validateApplication(type, without(example, path), { today: TODAY });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[path]).toMatch(/^请(填写|选择|至少填写)/);
  });

  it('accepts every section of the example as a draft, and an empty draft', () => {
    for (const section of formOf(type).sections) {
      expect(validateSection(type, section.key, example[section.key], 'draft', { today: TODAY }).ok).toBe(true);
      expect(validateSection(type, section.key, {}, 'draft', { today: TODAY }).ok).toBe(true);
      expect(validateSection(type, section.key, {}, 'submit', { today: TODAY }).ok).toBe(false);
    }
  });
});

describe('demo enterprises', () => {
  it.each([['manager_company'], ['product_partner'], ['ownfund_company_relocate']] as const)('%s has no warnings', (type) =>
    expect(warningsOf(type, exampleFor(type), { today: TODAY })).toEqual([]),
  );
});

describe('field labels', () => {
  /** Labels side by side in one row of a section, a list element or a group, each level on its own. */
  const duplicateLabels = (defs: readonly FieldDef[], where: string): string[] => {
    const seen = new Set<string>();
    const own = defs.flatMap((def) => {
      if (!seen.has(def.label)) {
        seen.add(def.label);
        return [];
      }
      return [`${where}: ${def.label}`];
    });
    const nested = defs.flatMap((def) =>
      def.type.kind === 'group' || def.type.kind === 'list' ? duplicateLabels(def.type.fields, `${where}.${def.key}`) : [],
    );
    return [...own, ...nested];
  };

  it.each(APPLY_TYPES)('no two fields of one %s row share a label', (type) => {
    expect(formOf(type).sections.flatMap((s) => duplicateLabels(s.fields, s.key))).toEqual([]);
  });
});

describe('attachment section titles', () => {
  it('names every section of every form, and staff uploads, in Chinese (the pack ZIP folders)', () => {
    for (const type of APPLY_TYPES) {
      for (const section of [...formOf(type).sections.map((s) => s.key), 'stage']) {
        expect(attachmentSectionTitle(type, section), `${type} ${section}`).toMatch(/^[\u4e00-\u9fff、]+$/);
      }
    }
    expect(attachmentSectionTitle('manager_partner', 'capital')).toBe('合伙人及出资');
  });
});
