import { ROLES, STAFF_ROLES, type Role } from './roles.ts';

/**
 * The constants of QR sign-in, hand-offs, role change and the login switch, kept free of zod so the web
 * app's first screen and layouts can use them without loading the schemas (DESIGN section 8).
 */

/** One SMS code a minute per mobile: the server refuses sooner, and the send buttons count it down. */
export const SMS_RESEND_SECONDS = 60;

/** A QR login code lives this long (seconds); a confirmed one may still be redeemed for QR_REDEEM_SECONDS. */
export const QR_TTL_SECONDS = 120;
export const QR_REDEEM_SECONDS = 60;

export const QR_LOGIN_TYPES = ['personQrCode', 'companyQrCode'] as const;
export type QrLoginType = (typeof QR_LOGIN_TYPES)[number];

/**
 * waiting: shown, not scanned; scanned: a signed-in phone opened it; confirmed / declined: the phone
 * decided; expired: past its time or already used. The spec leaves the values unnamed (section 4).
 */
export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'declined', 'expired'] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

export const QR_STATUS_TEXT: Record<QrStatus, string> = {
  waiting: '请使用已登录本系统的手机扫描二维码',
  scanned: '扫描成功，请在手机上确认登录',
  confirmed: '手机已确认，正在登录…',
  declined: '您已在手机上取消本次登录，请刷新二维码',
  expired: '二维码已失效，请点击刷新',
};

/** The phone confirmation page the QR image points to (origin added by the web app). */
export const QR_CONFIRM_PATH = '/qr/confirm';

/**
 * The park's other systems (spec section 1). The four of the top navigation are entered by crossOut;
 * `media` is the community site behind the applicant quick menu, entered through its login middle page.
 */
/**
 * The portal's title with the park's name: the sign-in page, the tabs and the header of a printed application
 * (the paper archive's PDF) show it.
 */
export const SITE_TITLE = '基金小镇机构入驻申请系统';

export const PARK_SYSTEMS = ['enterprise', 'change', 'tax', 'risk', 'media'] as const;
export type ParkSystem = (typeof PARK_SYSTEMS)[number];

export const PARK_SYSTEM_NAMES: Record<ParkSystem, string> = {
  enterprise: '企业管理',
  change: '变更管理',
  tax: '税务管理',
  risk: '风险控制',
  media: '基金小镇社区',
};

/**
 * The community site's pages the portal links to (applicant quick menu, header), by their path under the site,
 * with the names the portal shows for them. The server's stand-in of the site titles its pages with them too.
 */
export const MEDIA_PAGE_NAMES = {
  education: '投教基地',
  live: '直播',
  course: '课程',
  roadshow: '路演',
  events: '找活动',
  viewpoint: '发布观点',
  share: '分享中心',
  'fund-business': '基金业务申请',
  'ai-consult': '智能咨询',
  middle: '登录中转',
} as const;
export type MediaPage = keyof typeof MEDIA_PAGE_NAMES;

/**
 * Who may be handed to each system; the server enforces it, the menus only follow. Enterprises manage
 * their own records, changes and taxes there too (the /hull pages); risk control is staff work.
 */
export const PARK_SYSTEM_ROLES: Record<ParkSystem, readonly Role[]> = {
  enterprise: ROLES,
  change: ROLES,
  tax: ROLES,
  risk: STAFF_ROLES,
  media: ROLES,
};

/** The systems the top navigation lists (getChangeSystemIndex), in menu order. */
export const TOP_NAV_SYSTEMS = ['enterprise', 'change', 'tax', 'risk'] as const satisfies readonly ParkSystem[];

/** Hand-off tokens live at most this long (seconds). */
export const HANDOFF_MAX_TTL_SECONDS = 300;

/** What this portal calls itself as issuer and audience of hand-off tokens. */
export const PORTAL_SYSTEM = 'portal';

export const ROLE_LABELS: Record<Role, string> = {
  editor: '申请人',
  examiner: '审查员',
  admin: '管理员',
};

/** A one-time sign-in token (getUnCodeToken) lives this long, in seconds. */
export const UNCODE_TTL_SECONDS = 60;

/** The spec's text when the switch to the individual login cannot be made (section 8). */
export const SWITCH_FAILED_MESSAGE = '无法为您切换至个人业务入驻申请页面，请检查您的权限';
