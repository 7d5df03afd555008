/** The seven sections of the officer register (spec section 3). */
export const REGISTER_SECTIONS = ['directorate', 'aufsichtsrat', 'manager', 'legal', 'risk', 'promoter', 'topman'] as const;
export type RegisterSection = (typeof REGISTER_SECTIONS)[number];

/** Sections holding one entry; adding to one replaces its entry (spec section 4). */
export const SINGLE_SLOT_SECTIONS = ['manager', 'legal', 'risk', 'topman'] as const;
export type SingleSlotSection = (typeof SINGLE_SLOT_SECTIONS)[number];
export type ListSection = Exclude<RegisterSection, SingleSlotSection>;

/** The only sections an entry may be deleted from (spec section 4). */
export const DELETABLE_SECTIONS = ['directorate', 'aufsichtsrat', 'promoter'] as const;
export type DeletableSection = (typeof DELETABLE_SECTIONS)[number];

export const REGISTER_SECTION_LABELS: Record<RegisterSection, string> = {
  directorate: '董事会',
  aufsichtsrat: '监事会',
  manager: '经理',
  legal: '法定代表人',
  risk: '合规风控负责人',
  promoter: '发起人',
  topman: '实际控制人',
};

export const isSingleSlot = (section: RegisterSection): section is SingleSlotSection =>
  (SINGLE_SLOT_SECTIONS as readonly string[]).includes(section);

export const isDeletable = (section: RegisterSection): section is DeletableSection =>
  (DELETABLE_SECTIONS as readonly string[]).includes(section);

/** isCompany codes shared by the register and the capital rows: 1 natural person, 2 company or other entity. */
export const ENTITY_KINDS = { person: 1, company: 2 } as const;
export type EntityKind = (typeof ENTITY_KINDS)[keyof typeof ENTITY_KINDS];
