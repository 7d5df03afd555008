/**
 * Deployment-specific links and texts in one place, so a new environment changes this file only.
 * The external systems are hand-offs of later issues; until then they open their public entry pages.
 */
export const SITE_TITLE = '基金小镇机构入驻申请系统';

export const FOOTER = {
  copyright: '© 2026 基金小镇管理委员会',
  // Placeholder until the filing is granted; the real number goes here.
  filingNumber: '浙ICP备00000000号',
  filingUrl: 'https://beian.miit.gov.cn/',
  hotline: '0571-00000000',
} as const;

/** Staff top navigation (spec section 1). */
export const EXTERNAL_SYSTEMS = {
  enterprise: 'https://example.gov.cn/ftown/enterprise',
  change: 'https://example.gov.cn/ftown/change',
  tax: 'https://example.gov.cn/ftown/tax',
  risk: 'https://example.gov.cn/ftown/risk',
} as const;

/** Applicant quick menu external links (spec section 2, individual login). */
export const COMMUNITY_LINKS = [
  { key: 'education', label: '投教基地', url: 'https://example.gov.cn/ftown/education' },
  { key: 'live', label: '直播', url: 'https://example.gov.cn/ftown/live' },
  { key: 'course', label: '课程', url: 'https://example.gov.cn/ftown/course' },
  { key: 'roadshow', label: '路演', url: 'https://example.gov.cn/ftown/roadshow' },
  { key: 'events', label: '找活动', url: 'https://example.gov.cn/ftown/events' },
  { key: 'viewpoint', label: '发布观点', url: 'https://example.gov.cn/ftown/viewpoint' },
  { key: 'share', label: '分享中心', url: 'https://example.gov.cn/ftown/share' },
] as const;

export const FUND_BUSINESS_URL = 'https://example.gov.cn/ftown/fund-business';
export const AI_CONSULT_URL = 'https://example.gov.cn/ftown/ai-consult';

export const UNDER_CONSTRUCTION_ALERT = '系统正在建设中，敬请期待';
