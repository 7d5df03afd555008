import type { PositionCode } from '../validators/position.ts';
import {
  REGISTER_SECTIONS,
  isDeletable,
  isSingleSlot,
  type EntityKind,
  type ListSection,
  type RegisterSection,
  type SingleSlotSection,
} from './sections.ts';

/**
 * The officer register (spec sections 3 and 4) as an immutable value: every operation returns a new register
 * and leaves its input untouched.
 */

export type RegisterEntry = Readonly<{ id: number; names: string; job: PositionCode; isCompany: EntityKind }>;

export type Register = Readonly<
  { [S in ListSection]: readonly RegisterEntry[] } & { [S in SingleSlotSection]: RegisterEntry | null }
>;

export const emptyRegister = (): Register => ({
  directorate: [],
  aufsichtsrat: [],
  manager: null,
  legal: null,
  risk: null,
  promoter: [],
  topman: null,
});

export const entriesOf = (register: Register, section: RegisterSection): readonly RegisterEntry[] => {
  if (isSingleSlot(section)) {
    const entry = register[section];
    return entry ? [entry] : [];
  }
  return register[section];
};

/**
 * Adds an entry. A single-slot section (manager, legal, risk, topman) is replaced; in a list an entry with the
 * same id is updated in place, so saving a person twice never lists them twice.
 */
export const addEntry = (register: Register, section: RegisterSection, entry: RegisterEntry): Register => {
  if (isSingleSlot(section)) return { ...register, [section]: entry };
  const list = register[section];
  const at = list.findIndex((e) => e.id === entry.id);
  return { ...register, [section]: at < 0 ? [...list, entry] : list.map((e, i) => (i === at ? entry : e)) };
};

export const REMOVE_REASONS = {
  notDeletable: '该类别不支持删除，仅董事会、监事会和发起人可以删除',
  incomplete: '删除需要提供人员编号和姓名',
  notFound: '未找到要删除的人员',
} as const;

export type RemoveResult = { ok: true; register: Register } | { ok: false; reason: string; register: Register };

/**
 * Removes the entry with this id and names. Only directorate, aufsichtsrat and promoter allow it, and both id and
 * names are needed (spec section 5); otherwise nothing changes and the reason says why.
 */
export const removeEntry = (
  register: Register,
  section: RegisterSection,
  target: { id?: number | null; names?: string | null },
): RemoveResult => {
  if (!isDeletable(section)) return { ok: false, reason: REMOVE_REASONS.notDeletable, register };
  const names = target.names?.trim() ?? '';
  if (!target.id || target.id <= 0 || names === '') return { ok: false, reason: REMOVE_REASONS.incomplete, register };
  const list = register[section];
  const kept = list.filter((e) => !(e.id === target.id && e.names === names));
  if (kept.length === list.length) return { ok: false, reason: REMOVE_REASONS.notFound, register };
  return { ok: true, register: { ...register, [section]: kept } };
};

/** Every entry with its section, in section order. */
export const allEntries = (register: Register): { section: RegisterSection; entry: RegisterEntry }[] =>
  REGISTER_SECTIONS.flatMap((section) => entriesOf(register, section).map((entry) => ({ section, entry })));

const distinctById = (register: Register, kind: EntityKind): RegisterEntry[] => {
  const seen = new Set<number>();
  return allEntries(register)
    .map(({ entry }) => entry)
    .filter((e) => e.isCompany === kind && !seen.has(e.id) && (seen.add(e.id), true));
};

/** All natural persons in the register, each once (first occurrence wins). */
export const personsOf = (register: Register): RegisterEntry[] => distinctById(register, 1);
/** All companies and other entities in the register, each once. */
export const companiesOf = (register: Register): RegisterEntry[] => distinctById(register, 2);

export type Role = Readonly<{ section: RegisterSection; job: PositionCode }>;
export type JobCollection = Readonly<{
  id: number;
  names: string;
  isCompany: EntityKind;
  /** The first role found in section order. */
  role: Role;
  /** Every further role of the same entity. */
  additionalRoles: readonly Role[];
}>;

/** One line per entity with its first role and each further job as an additional role. */
export const jobCollection = (register: Register): JobCollection[] => {
  const byId = new Map<number, { id: number; names: string; isCompany: EntityKind; roles: Role[] }>();
  for (const { section, entry } of allEntries(register)) {
    const found = byId.get(entry.id);
    if (found) found.roles.push({ section, job: entry.job });
    else byId.set(entry.id, { id: entry.id, names: entry.names, isCompany: entry.isCompany, roles: [{ section, job: entry.job }] });
  }
  return [...byId.values()].map(({ roles, ...who }) => ({ ...who, role: roles[0]!, additionalRoles: roles.slice(1) }));
};
