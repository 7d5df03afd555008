/**
 * Deployment-specific links and texts in one place, so a new environment changes this file only.
 */
export const SITE_TITLE = '基金小镇机构入驻申请系统';

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
export const COMMUNITY_LINKS = [
  { key: 'education', label: '投教基地', url: `${MEDIA_URL}education`, middle: false },
  { key: 'live', label: '直播', url: `${MEDIA_URL}live`, middle: false },
  { key: 'course', label: '课程', url: `${MEDIA_URL}course`, middle: true },
  { key: 'roadshow', label: '路演', url: `${MEDIA_URL}roadshow`, middle: false },
  { key: 'events', label: '找活动', url: `${MEDIA_URL}events`, middle: true },
  { key: 'viewpoint', label: '发布观点', url: `${MEDIA_URL}viewpoint`, middle: true },
  { key: 'share', label: '分享中心', url: `${MEDIA_URL}share`, middle: true },
] as const;

export const FUND_BUSINESS_URL = `${MEDIA_URL}fund-business`;
export const AI_CONSULT_URL = `${MEDIA_URL}ai-consult`;

export const UNDER_CONSTRUCTION_ALERT = '系统正在建设中，敬请期待';
