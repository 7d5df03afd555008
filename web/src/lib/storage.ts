import Cookies from 'js-cookie';
import {
  APPLY_RECORD_ERRORS,
  TOKEN_KEY,
  applyRecordProblem,
  isValidToken,
  type ApplyRecord,
} from '@ftown/domain/auth/storage';

/**
 * Everything the browser keeps (spec section 3), behind one module so the rules of domain/auth/storage
 * are applied on every read and write, and a corrupt or foreign value is dropped instead of trusted.
 */

const KEYS = {
  company: 'ftown-portal-company',
  applyRecord: 'ftown-portal-apply',
  settings: 'ftown-portal-settings',
} as const;

const COOKIES = { size: 'size', sidebar: 'sidebarStatus' } as const;

const readJson = (key: string): unknown => {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};

export const tokenStorage = {
  get: (): string | null => {
    const token = localStorage.getItem(TOKEN_KEY);
    return isValidToken(token) ? token : null;
  },
  set: (token: string) => {
    if (isValidToken(token)) localStorage.setItem(TOKEN_KEY, token);
  },
  remove: () => localStorage.removeItem(TOKEN_KEY),
};

export type CurrentCompany = { id: number; unicodes: string };

export const companyStorage = {
  get: (): CurrentCompany | null => {
    const value = readJson(KEYS.company) as Partial<CurrentCompany> | null;
    return value && typeof value.id === 'number' && typeof value.unicodes === 'string'
      ? { id: value.id, unicodes: value.unicodes }
      : null;
  },
  set: (company: CurrentCompany) => localStorage.setItem(KEYS.company, JSON.stringify(company)),
  remove: () => localStorage.removeItem(KEYS.company),
};

export type ApplyRecordRead = { record: ApplyRecord; problem: null } | { record: null; problem: string };

export const applyRecordStorage = {
  /** Returns the stored record, or the Chinese problem text of spec section 8 when it is unusable. */
  get: (): ApplyRecordRead => {
    const value = readJson(KEYS.applyRecord) as Partial<ApplyRecord> | null;
    const problem = applyRecordProblem(value);
    if (problem !== null || !value) return { record: null, problem: problem ?? APPLY_RECORD_ERRORS.lost };
    return { record: { id: value.id as number, unicodes: value.unicodes as string }, problem: null };
  },
  set: (record: ApplyRecord) => {
    if (applyRecordProblem(record) === null) localStorage.setItem(KEYS.applyRecord, JSON.stringify(record));
  },
  remove: () => localStorage.removeItem(KEYS.applyRecord),
};

export type ComponentSize = 'small' | 'medium' | 'large';
const SIZES: readonly ComponentSize[] = ['small', 'medium', 'large'];

export const sizeCookie = {
  get: (): ComponentSize => {
    const value = Cookies.get(COOKIES.size);
    return SIZES.find((s) => s === value) ?? 'medium';
  },
  set: (size: ComponentSize) => Cookies.set(COOKIES.size, size),
};

/** '1' open, '0' closed; the original app's cookie values, kept so an upgraded browser keeps its choice. */
export const sidebarCookie = {
  get: (): boolean => Cookies.get(COOKIES.sidebar) !== '0',
  set: (opened: boolean) => Cookies.set(COOKIES.sidebar, opened ? '1' : '0'),
};

export const settingsStorage = {
  get: (): unknown => readJson(KEYS.settings),
  set: (settings: object) => localStorage.setItem(KEYS.settings, JSON.stringify(settings)),
};

/** Clears what belongs to the signed-in user (logout and reset); UI preferences stay. */
export const clearUserStorage = () => {
  tokenStorage.remove();
  companyStorage.remove();
  applyRecordStorage.remove();
};
