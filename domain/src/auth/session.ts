import { isPersonBiz, type LoginType } from './login-types.ts';
import { isChief, type Role, ROLES } from './roles.ts';
import type { TUserInfo } from './auth.schemas.ts';

/**
 * Node list from the wire string. The original contract yields an empty list when the string has no
 * comma (spec section 3), so the server always ends the string with one: `examine,` is one node.
 */
export const splitNodes = (nodes: string): string[] =>
  nodes.includes(',') ? nodes.split(',').map((n) => n.trim()).filter((n) => n !== '') : [];

export const joinNodes = (nodes: readonly string[]): string => (nodes.length === 0 ? '' : `${nodes.join(',')},`);

export const normalizeUid = (id: unknown): number => {
  const n = typeof id === 'number' ? id : Number(id);
  return Number.isInteger(n) && n > 0 ? n : -1;
};

export const displayName = (realname: string | undefined, username: string | undefined): string =>
  realname?.trim() ? realname.trim() : (username ?? '');

const isRole = (r: string): r is Role => (ROLES as readonly string[]).includes(r);

export type Session = {
  name: string;
  avatar: string;
  introduction: string;
  roles: Role[];
  nodes: string[];
  mobile: string;
  uid: number;
  department: string;
  job: string;
  loginType: LoginType;
  isPersonBiz: boolean;
  organizationCode: string;
  userCompanyUnicodes: string[];
  editorMode: boolean;
  isChief: boolean;
  /** Signed in with a one-time password: nothing but changing it until then. */
  mustChangePassword: boolean;
};

export class SessionInfoError extends Error {}

/** The session the browser keeps, derived from GET /sam/info exactly as spec sections 3 and 5 say. */
export const deriveSession = (info: TUserInfo | null | undefined): Session => {
  if (!info) throw new SessionInfoError('Verification failed, please Login again.');
  const roles = info.roleNames.filter(isRole);
  if (roles.length === 0) throw new SessionInfoError('getInfo: roles must be a non-null array!');
  return {
    name: displayName(info.realname, info.username),
    avatar: info.avatar,
    introduction: info.introduction,
    roles,
    nodes: splitNodes(info.nodes),
    mobile: info.phone,
    uid: normalizeUid(info.id),
    department: info.orgNames,
    job: info.jobNames,
    loginType: info.loginType,
    isPersonBiz: isPersonBiz(info.loginType),
    organizationCode: info.organizationCode,
    userCompanyUnicodes: info.unicodes,
    editorMode: roles.length === 1 && roles[0] === 'editor',
    isChief: isChief(info.orgNames, info.jobNames),
    mustChangePassword: info.mustChangePassword,
  };
};
