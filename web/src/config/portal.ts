import { MEDIA_PAGE_NAMES, type MediaPage } from '@ftown/domain/auth/sign-in-constants';

/**
 * Deployment-specific links and texts in one place, so a new environment changes this file only.
 */
export { SITE_TITLE } from '@ftown/domain/auth/sign-in-constants';

export const FOOTER = {
  copyright: '© 2026 基金小镇管理委员会',
  // Placeholder until the filing is granted; the real number goes here.
  filingNumber: '浙ICP备00000000号',
  filingUrl: 'https://beian.miit.gov.cn/',
  hotline: '0571-00000000',
} as const;

/**
 * The community site (投教基地, 直播, 课程, …) of the applicant quick menu. Set VITE_PARK_MEDIA_URL at build
 * time to the real site; it must equal the server's PARK_MEDIA_URL, which its login middle page checks
 * links against. The default is the server's built-in stand-in, so every entry works out of the box.
 * The staff top navigation's systems need no address here: the server's crossOut knows them.
 */
const MEDIA_URL: string = import.meta.env.VITE_PARK_MEDIA_URL ?? '/park/media/';

/**
 * Applicant quick menu external links (spec section 2, individual login). `middle`: opened through the
 * community's login middle page (getLoginMiddlePageByUrl) because the page acts for the signed-in user;
 * the others are public pages opened directly in a new window.
 */
const mediaLink = (key: MediaPage, middle: boolean) => ({ key, label: MEDIA_PAGE_NAMES[key], url: `${MEDIA_URL}${key}`, middle });

export const COMMUNITY_LINKS = [
  mediaLink('education', false),
  mediaLink('live', false),
  mediaLink('course', true),
  mediaLink('roadshow', false),
  mediaLink('events', true),
  mediaLink('viewpoint', true),
  mediaLink('share', true),
] as const;

export const FUND_BUSINESS_URL = `${MEDIA_URL}fund-business`;
export const AI_CONSULT_URL = `${MEDIA_URL}ai-consult`;

export const UNDER_CONSTRUCTION_ALERT = '系统正在建设中，敬请期待';

export type LogoutSide = 'staff' | 'applicant';

/** Where logout leaves the user: a path of this app (navigated to) or another site (loaded). */
export type LogoutTarget = { kind: 'app'; path: string } | { kind: 'site'; url: string };

const OWN_LOGIN: Record<LogoutSide, string> = { staff: '/login', applicant: '/login/edge' };

/**
 * Spec section 2 sends a logged-out user to "the external login or home site". Which site is the deployment's:
 * set VITE_STAFF_LOGOUT_URL / VITE_APPLICANT_LOGOUT_URL at build time to an http(s) address or to a path of this
 * app. Unset, or set to anything else, the user lands on the app's own login page for their side.
 */
export const logoutTarget = (side: LogoutSide): LogoutTarget => {
  const configured: unknown =
    side === 'staff' ? import.meta.env.VITE_STAFF_LOGOUT_URL : import.meta.env.VITE_APPLICANT_LOGOUT_URL;
  const value = typeof configured === 'string' ? configured.trim() : '';
  // '//host' is another site written as a path; only a single leading slash stays in the app.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'app', path: value };
  if (URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)) return { kind: 'site', url: value };
  return { kind: 'app', path: OWN_LOGIN[side] };
};
