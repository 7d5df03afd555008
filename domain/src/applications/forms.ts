import { APPLY_TYPES, APPLY_TYPE_TITLES, partsOf, type ApplyType } from './types.ts';
import type { FormDef, SectionDef, SectionKey } from './form-model.ts';
import { baseSection } from './sections/base.ts';
import { capitalSection } from './sections/capital.ts';
import { topmanSection } from './sections/topman.ts';
import { executivesSection } from './sections/executives.ts';
import { contactsSection } from './sections/contacts.ts';
import { financeSection } from './sections/finance.ts';
import { fundManagedSection } from './sections/fund-managed.ts';
import { productSection } from './sections/product.ts';
import { relocationSection } from './sections/relocation.ts';
import { CROSS_RULES } from './cross-rules.ts';

/** Builds a type's form from the shared section builders (FORMS.md section 1 differences table). */
const buildForm = (type: ApplyType): FormDef => {
  const parts = partsOf(type);
  const sections: SectionDef[] = [
    baseSection(parts),
    capitalSection(parts),
    topmanSection(parts),
    executivesSection(parts),
    contactsSection(),
    financeSection(parts),
    ...(parts.category === 'manager' ? [fundManagedSection(parts)] : []),
    ...(parts.category === 'product' ? [productSection(parts)] : []),
    ...(parts.relocate ? [relocationSection()] : []),
  ];
  return { type, title: APPLY_TYPE_TITLES[type], parts, sections, rules: CROSS_RULES };
};

export const FORMS = Object.fromEntries(APPLY_TYPES.map((t) => [t, buildForm(t)])) as Record<ApplyType, FormDef>;

export const formOf = (type: ApplyType): FormDef => FORMS[type];

export const sectionOf = (type: ApplyType, key: SectionKey): SectionDef | undefined =>
  FORMS[type].sections.find((s) => s.key === key);

/** The steps the form engine shows: the data sections in order, then the attachments. */
export const stepsOf = (type: ApplyType): readonly (SectionKey | 'attachments')[] => [
  ...FORMS[type].sections.map((s) => s.key),
  'attachments',
];

/** Where staff uploads during review (the licence scan) are filed, beside the form's sections. */
export const STAGE_ATTACHMENTS_TITLE = '审核环节材料';

/** The title under which an attachment's section is shown and archived: the section's title on this type's form. */
export const attachmentSectionTitle = (type: ApplyType, section: string): string =>
  section === 'stage' ? STAGE_ATTACHMENTS_TITLE : (FORMS[type].sections.find((s) => s.key === section)?.title ?? section);
