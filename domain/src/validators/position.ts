import { z } from 'zod';

/**
 * Position (job) codes of the officer register. Codes 1-3 come from the spec (section 5); the rest name the
 * other offices FORMS.md's executives section records, plus `controller` for the topman slot.
 */
export const POSITIONS = [
  ['1', '董事长'],
  ['2', '执行董事'],
  ['3', '经理'],
  ['director', '董事'],
  ['viceChair', '副董事长'],
  ['supChair', '监事会主席'],
  ['supervisor', '监事'],
  ['staffSupervisor', '职工监事'],
  ['gm', '总经理'],
  ['vgm', '副总经理'],
  ['risk', '合规风控负责人'],
  ['delegate', '执行事务合伙人委派代表'],
  ['promoter', '发起人'],
  ['controller', '实际控制人'],
] as const;

export type PositionCode = (typeof POSITIONS)[number][0];
export const POSITION_CODES = POSITIONS.map(([code]) => code) as unknown as readonly [PositionCode, ...PositionCode[]];
export const POSITION_LABELS = Object.fromEntries(POSITIONS) as Record<PositionCode, string>;

/** Director-level codes: the legal representative of a company must hold one of these or be the manager. */
export const DIRECTOR_POSITIONS: readonly PositionCode[] = ['1', '2', 'director', 'viceChair'];
export const SUPERVISOR_POSITIONS: readonly PositionCode[] = ['supChair', 'supervisor', 'staffSupervisor'];

export const POSITION_MESSAGE = '请选择正确的职务';

export const isPosition = (value: unknown): value is PositionCode =>
  typeof value === 'string' && (POSITION_CODES as readonly string[]).includes(value);

/** Chinese label of a code; the code itself when unknown, so an old record still shows something. */
export const positionLabel = (code: string | number): string => POSITION_LABELS[String(code) as PositionCode] ?? String(code);

/** Accepts the numeric codes 1-3 as numbers too, as the original wire sent them. */
export const zPosition = () =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(POSITION_CODES, { error: POSITION_MESSAGE }));
