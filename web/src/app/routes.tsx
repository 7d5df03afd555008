import type { ComponentType } from 'react';
import { APPLY_TYPE_TITLES, EDGE_PREFIXES, LEGACY_PREFIXES } from '@ftown/domain/applications/types';
import type { Role } from '@ftown/domain/auth/roles';
import { CENTRE_DEPARTMENTS, jobLabel, jobOfNode, nodeOfJob, type QueueJob } from '@ftown/domain/review/stages';
import { preloadable } from '@/lib/preloadable';
import { buildTree, createMatcher, type IconName, type Page, type RouteDef, type RouteMeta } from './route-tree';

/**
 * The one route table (spec section 2). It drives the router, the staff sidebar, the breadcrumbs and the
 * tags view.
 */

/**
 * The read a page's largest content waits for, where it has one, so a first visit can ask for it early. It is given
 * the route's meta: one page serves every staff queue, and the route's node names which.
 */
type DataLoader = (meta: RouteMeta) => Promise<unknown>;
const dataLoaders = new WeakMap<Page, DataLoader>();
const lazyPage = (load: () => Promise<{ default: ComponentType }>, data?: DataLoader): Page => {
  const page = preloadable(load);
  if (data) dataLoaders.set(page, data);
  return page;
};
/** Starts loading the code of the page at `pathname`, if it has one; settles when it has arrived or failed. */
export const preloadPage = (pathname: string) => matchRoute(pathname)?.route.page?.preload();
/**
 * Starts the main read of the page at `pathname` (signed in only), into the cache its query then reads.
 * Settles when it has been answered or failed.
 */
export const prefetchPageData = (pathname: string) => {
  const route = matchRoute(pathname)?.route;
  // The page's own query reports a failure (and asks again), so none is reported here.
  return route?.page && dataLoaders.get(route.page)?.(route.meta).catch(() => {});
};

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const LogoutEdgePage = lazyPage(() => import('@/features/auth/pages/logout-edge-page'));
const StaffHomePage = lazyPage(() => import('@/features/home/pages/staff-home-page'));
const ApplicantHomePage = lazyPage(
  () => import('./pages/applicant-home-page'),
  () => import('@/features/home/api/get-applicant-summary').then((m) => m.prefetchApplicantSummary()),
);
const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
const ForbiddenPage = lazyPage(() => import('./pages/forbidden-page'));
const RedirectPage = lazyPage(() => import('./pages/redirect-page'));
const ApplicationsPage = lazyPage(() => import('@/features/applications/pages/applications-page'));
const CompanyHomePage = lazyPage(() => import('./pages/company-home-page'));
const ApplyFormPage = lazyPage(() => import('@/features/applications/pages/apply-form-page'));
const ApplyViewPage = lazyPage(() => import('./pages/apply-view-pages'));
const ApplyByIdPage = lazyPage(() => import('./pages/apply-view-pages').then((m) => ({ default: m.ApplyByIdWithTimelinePage })));
const ApplyPrintPage = lazyPage(() => import('@/features/applications/pages/apply-print-page'));
const RegisterEntityPage = lazyPage(() => import('@/features/applications/pages/register-entity-page'));
const TaxesIndexPage = lazyPage(() => import('@/features/tax/pages/taxes-index-page'));
const TaxesReportPage = lazyPage(() => import('@/features/tax/pages/taxes-report-page'));
const TaxManagePage = lazyPage(() => import('@/features/tax/pages/tax-manage-page'));
const EnterprisesPage = lazyPage(() => import('@/features/enterprises/pages/enterprises-page'));
const EnterpriseDetailPage = lazyPage(() => import('@/features/enterprises/pages/enterprise-detail-page'));
const StaffAccountsPage = lazyPage(() => import('@/features/administration/pages/staff-accounts-page'));
const CompanyAccountsPage = lazyPage(() => import('@/features/administration/pages/company-accounts-page'));
const AuditLogPage = lazyPage(() => import('@/features/audit/pages/audit-log-page'));
const AccountPage = lazyPage(() => import('@/features/account/pages/account-page'));
const PasswordPage = lazyPage(() => import('./pages/password-page'));
const StrategicPartnerPage = lazyPage(() => import('@/features/partners/pages/strategic-partner-page'));
const QueuePage = lazyPage(
  () => import('./pages/queue-page'),
  async ({ node }) => {
    const job = jobOfNode(node);
    if (job) await import('@/features/review/api/get-queue').then((m) => m.prefetchFirstQueuePage(job));
  },
);
const OverduePage = lazyPage(() => import('@/features/time-limits/pages/overdue-page'));
const TimeLimitsPage = lazyPage(() => import('@/features/time-limits/pages/time-limits-page'));
const ExamineViewPage = lazyPage(() => import('./pages/examine-view-page'));
const VersionComparePage = lazyPage(() => import('@/features/review/pages/version-compare-page'));
const CrossPage = lazyPage(() => import('@/features/auth/pages/cross-page'));
const AuthRedirectPage = lazyPage(() => import('@/features/auth/pages/auth-redirect-page'));
const QrConfirmPage = lazyPage(() => import('@/features/auth/pages/qr-confirm-page'));
const hullPage = (name: 'HullIndexPage' | 'HullMsgPage' | 'HullAlterPage') =>
  lazyPage(() => import('@/features/auth/pages/hull-page').then((m) => ({ default: m[name] })));
const HullIndexPage = hullPage('HullIndexPage');
const HullMsgPage = hullPage('HullMsgPage');
const HullAlterPage = hullPage('HullAlterPage');
const centrePage = (name: 'StaffMessageCentrePage' | 'PersonalMessageCentrePage' | 'EnterpriseMessageCentrePage') =>
  lazyPage(() => import('@/features/messages/pages/message-centre-pages').then((m) => ({ default: m[name] })));
const StaffMessageCentrePage = centrePage('StaffMessageCentrePage');
const PersonalMessageCentrePage = centrePage('PersonalMessageCentrePage');
const EnterpriseMessageCentrePage = centrePage('EnterpriseMessageCentrePage');

const STAFF: readonly Role[] = ['admin', 'examiner'];
const DETAIL_VIEWERS: readonly Role[] = ['editor', 'admin', 'examiner'];
const EDITOR: readonly Role[] = ['editor'];
const DIGITS = { id: /^\d+$/ } as const;

/** A form prefix: the prefix itself forwards to its only page, {prefix}/base. */
const formRoute = (path: string, title: string, roles: readonly Role[]): RouteDef => ({
  path,
  redirect: `${path}/base`,
  meta: { title, roles, hidden: true, noCache: true },
  children: [{ path: 'base', page: ApplyFormPage, meta: { title, hidden: true, noCache: true } }],
});

/** The 17 applicant form prefixes of spec section 2 (/lenymo/company is a second entry to the first type). */
const applicantForms: RouteDef[] = EDGE_PREFIXES.map(([prefix, type]) => formRoute(prefix, APPLY_TYPE_TITLES[type], EDITOR));

const legacyForms: RouteDef[] = [
  {
    path: '/company',
    redirect: '/company/index',
    meta: { title: APPLY_TYPE_TITLES.manager_company, roles: DETAIL_VIEWERS, hidden: true },
    children: [
      { path: 'index', page: ApplyFormPage, meta: { title: APPLY_TYPE_TITLES.manager_company, hidden: true } },
      { path: 'base', page: ApplyFormPage, meta: { title: APPLY_TYPE_TITLES.manager_company, hidden: true, noCache: true } },
      { path: 'person/index/:id', params: DIGITS, page: RegisterEntityPage, meta: { title: '自然人详情', hidden: true } },
      {
        path: 'enterprise/index/:id',
        params: DIGITS,
        page: RegisterEntityPage,
        meta: { title: '非自然人详情', hidden: true },
      },
    ],
  },
  ...LEGACY_PREFIXES.filter(([prefix]) => prefix !== '/company').map(([prefix, type]) =>
    formRoute(prefix, APPLY_TYPE_TITLES[type], DETAIL_VIEWERS),
  ),
  {
    path: '/apply',
    meta: { title: '申请管理', roles: DETAIL_VIEWERS, hidden: true },
    children: [
      { path: 'index', page: ApplyViewPage, meta: { title: '查看申请', hidden: true } },
      { path: 'version', page: VersionComparePage, meta: { title: '申请版本', roles: STAFF, hidden: true } },
    ],
  },
];

/** A staff queue: its title and node are the queue's own (domain stages.ts), so the menu, tabs and steps agree. */
const queue = (path: string, job: QueueJob, meta: { icon?: IconName; affix?: boolean } = {}): RouteDef => ({
  path,
  page: QueuePage,
  meta: { title: jobLabel(job), node: nodeOfJob(job), roles: STAFF, ...meta },
});

const staffQueues: RouteDef[] = [
  queue('/examine/index', 'examine', { icon: 'list', affix: true }),
  {
    path: '/examine/view/index/:id',
    params: DIGITS,
    page: ExamineViewPage,
    meta: { title: '审批内容', roles: STAFF, hidden: true, noCache: true },
  },
  {
    path: '/government',
    redirect: '/government/distribution/index',
    meta: { title: CENTRE_DEPARTMENTS.government, roles: STAFF, icon: 'bank' },
    children: [
      queue('distribution/index', 'gov_distribution'),
      queue('early/index', 'gov_early'),
      queue('review/index', 'gov_review'),
    ],
  },
  {
    path: '/statute',
    redirect: '/statute/distribution/index',
    meta: { title: CENTRE_DEPARTMENTS.statute, roles: STAFF, icon: 'safety' },
    children: [
      queue('distribution/index', 'statute_distribution'),
      queue('early/index', 'statute_early'),
      queue('review/index', 'statute_review'),
    ],
  },
  queue('/risk/index', 'risk', { icon: 'alert' }),
  queue('/address/index', 'address', { icon: 'environment' }),
  {
    path: '/approval',
    redirect: '/approval/index',
    meta: { title: '预审报备', roles: STAFF, icon: 'audit' },
    children: [queue('index', 'approval'), queue('report/index', 'approval_reported')],
  },
  {
    path: '/industry',
    redirect: '/industry/index',
    meta: { title: '工商登记', roles: STAFF, icon: 'shop' },
    children: [
      queue('index', 'industry_name'),
      queue('enroll', 'industry_enroll'),
      queue('send', 'industry_send'),
      queue('postback', 'industry_postback'),
    ],
  },
  queue('/industry/license/index', 'license', { icon: 'idcard' }),
  queue('/rejection/index', 'rejection', { icon: 'rollback' }),
  queue('/nopassed/index', 'nopassed', { icon: 'stop' }),
  // Every overdue application across the stages (issue 14).
  { path: '/overdue/index', page: OverduePage, meta: { title: '超期列表', node: 'overdue', roles: STAFF, icon: 'alert' } },
  // Staff view of the applicants' business reporting; not a review queue, so by role rather than node.
  { path: '/taxes/manage/index', page: TaxManagePage, meta: { title: '经营情况填报管理', roles: STAFF, icon: 'audit' } },
  // The park's register of enterprises: a page of its own node (admin holds every node).
  { path: '/enterprises/index', page: EnterprisesPage, meta: { title: '企业名录', node: 'enterprises', roles: STAFF, icon: 'book' } },
  {
    path: '/enterprises/detail/:unicodes',
    page: EnterpriseDetailPage,
    meta: { title: '企业详情', node: 'enterprises', roles: STAFF, hidden: true, noCache: true },
  },
  // 系统管理: the administrator's pages; each page is guarded by its own node, which only the admin role holds.
  {
    path: '/administration',
    redirect: '/administration/staff',
    meta: { title: '系统管理', roles: STAFF, icon: 'setting' },
    children: [
      { path: 'staff', page: StaffAccountsPage, meta: { title: '员工账号', node: 'administration' } },
      { path: 'companies', page: CompanyAccountsPage, meta: { title: '企业账号', node: 'administration' } },
      { path: 'audit', page: AuditLogPage, meta: { title: '审计日志', node: 'audit' } },
      // The page's path is its node's route path, which the sidebar badges and home links are built from.
      { path: '/time-limits/index', page: TimeLimitsPage, meta: { title: '审批时限', node: 'time-limits' } },
    ],
  },
];

const ROUTE_DEFS: RouteDef[] = [
  { path: '/login', page: LoginPage, meta: { title: '登录', hidden: true, layout: 'none', noCache: true } },
  { path: '/password', page: PasswordPage, meta: { title: '修改密码', hidden: true, layout: 'none', noCache: true } },
  { path: '/login/edge', page: LoginPage, meta: { title: '登录', hidden: true, layout: 'none', noCache: true } },
  {
    path: '/logout/edge',
    page: LogoutEdgePage,
    meta: { title: '退出登录', hidden: true, layout: 'none', noCache: true },
  },
  { path: '/cross', page: CrossPage, meta: { title: '跨系统登录', hidden: true, layout: 'none', noCache: true } },
  { path: '/auth-redirect', page: AuthRedirectPage, meta: { title: '登录跳转', hidden: true, layout: 'none', noCache: true } },
  // The phone's side of QR sign-in; it needs a signed-in phone, so it is not public.
  { path: '/qr/confirm', page: QrConfirmPage, meta: { title: '扫码登录确认', hidden: true, layout: 'none', noCache: true } },
  {
    path: '/print/apply/:id',
    params: DIGITS,
    page: ApplyPrintPage,
    meta: { title: '打印申请', roles: DETAIL_VIEWERS, hidden: true, layout: 'none', noCache: true },
  },
  { path: '/redirect/*', page: RedirectPage, meta: { title: '正在跳转', hidden: true, layout: 'none', noCache: true } },
  { path: '/404', page: NotFoundPage, meta: { title: '页面不存在', hidden: true, layout: 'none', noCache: true } },
  { path: '/401', page: ForbiddenPage, meta: { title: '无权访问', hidden: true, layout: 'none', noCache: true } },
  // The guard forwards '/' to the home of the signed-in user (see homePathFor).
  { path: '/', redirect: '/home', meta: { title: '首页', hidden: true, layout: 'none' } },
  {
    path: '/home',
    page: StaffHomePage,
    meta: { title: '首页', icon: 'home', layout: 'staff' },
  },
  { path: '/home_edge', page: ApplicantHomePage, meta: { title: '首页', hidden: true, layout: 'applicant' } },
  { path: '/msgbox/index', page: StaffMessageCentrePage, meta: { title: '消息中心', icon: 'message', layout: 'staff' } },
  {
    path: '/msgbox_edge',
    meta: { title: '消息中心', hidden: true, layout: 'applicant' },
    children: [
      { path: 'index', page: PersonalMessageCentrePage, meta: { title: '个人消息中心', hidden: true } },
      { path: 'platform', page: EnterpriseMessageCentrePage, meta: { title: '企业消息中心', hidden: true } },
    ],
  },
  {
    path: '/hull',
    meta: { title: '综合服务', hidden: true, layout: 'applicant' },
    children: [
      { path: 'index', page: HullIndexPage, meta: { title: '综合服务', hidden: true, noCache: true } },
      { path: 'msg', page: HullMsgPage, meta: { title: '综合服务消息', hidden: true, noCache: true } },
      { path: 'alter', page: HullAlterPage, meta: { title: '综合服务变更', hidden: true, noCache: true } },
    ],
  },
  {
    path: '/strategic_partner/index',
    page: StrategicPartnerPage,
    meta: { title: '战略合作伙伴', hidden: true, layout: 'applicant' },
  },
  {
    path: '/account/index',
    page: AccountPage,
    meta: { title: '账号管理', roles: EDITOR, hidden: true, layout: 'account' },
  },
  {
    path: '/taxes',
    redirect: '/taxes/index',
    meta: { title: '经营状况填报', roles: EDITOR, hidden: true, layout: 'account' },
    children: [
      { path: 'index', page: TaxesIndexPage, meta: { title: '经营情况及税收填报', hidden: true } },
      { path: 'report', page: TaxesReportPage, meta: { title: '经营状况填报管理', hidden: true } },
    ],
  },
  {
    path: '/edge',
    meta: { title: '申请管理', roles: EDITOR, hidden: true, layout: 'applicant' },
    children: [
      { path: 'index', page: ApplicationsPage, meta: { title: '申请管理', hidden: true } },
      { path: 'apply/index', page: ApplyViewPage, meta: { title: '查看申请', hidden: true } },
    ],
  },
  {
    path: '/edge_company/index',
    page: CompanyHomePage,
    meta: { title: '企业首页', roles: EDITOR, hidden: true, layout: 'applicant' },
  },
  ...applicantForms.map((r) => ({ ...r, meta: { ...r.meta, layout: 'applicant' as const } })),
  {
    path: '/person_edge/index/index/:id',
    params: DIGITS,
    page: RegisterEntityPage,
    meta: { title: '自然人详情', roles: DETAIL_VIEWERS, hidden: true, layout: 'applicant' },
  },
  {
    path: '/enterprise_edge/index/index/:id',
    params: DIGITS,
    page: RegisterEntityPage,
    meta: { title: '非自然人详情', roles: DETAIL_VIEWERS, hidden: true, layout: 'applicant' },
  },
  {
    path: '/edge/apply/enterprise/:id',
    params: DIGITS,
    page: ApplyByIdPage,
    meta: { title: '非自然人申请详情', roles: DETAIL_VIEWERS, hidden: true, layout: 'applicant' },
  },
  {
    path: '/edge/apply/person/:id',
    params: DIGITS,
    page: ApplyByIdPage,
    meta: { title: '自然人申请详情', roles: DETAIL_VIEWERS, hidden: true, layout: 'applicant' },
  },
  {
    path: '/edge/apply/version',
    page: VersionComparePage,
    meta: { title: '申请版本', roles: STAFF, hidden: true, layout: 'applicant' },
  },
  ...legacyForms.map((r) => ({ ...r, meta: { ...r.meta, layout: 'staff' as const } })),
  ...staffQueues.map((r) => ({ ...r, meta: { ...r.meta, layout: 'staff' as const } })),
];

export const ROUTES = buildTree(ROUTE_DEFS);
export const matchRoute = createMatcher(ROUTES);

/** Pages reachable without a token (spec section 2). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/login/edge', '/cross', '/logout/edge'];

export const LOGIN_PATH = '/login/edge';
/** Changing one's own password outside any layout: the only page a one-time password opens. */
export const PASSWORD_PATH = '/password';

export const STAFF_HOME = '/home';
/**
 * Where a person who opened the other side's message centre (a bookmark, a link in a message) goes instead: their
 * own. The other side's would draw its layout around their messages. Null for any other page.
 */
export const ownMessageCentre = (pathname: string, user: { editorMode: boolean }): string | null => {
  if (user.editorMode && pathname === '/msgbox/index') return '/msgbox_edge/index';
  if (!user.editorMode && pathname.startsWith('/msgbox_edge/')) return '/msgbox/index';
  return null;
};

/** Applicants (editor only) land on their own home, a company on the company home; staff on the staff home. */
export const homePathFor = (user: { editorMode: boolean; isPersonBiz: boolean }): string =>
  !user.editorMode ? STAFF_HOME : user.isPersonBiz ? '/home_edge' : '/edge_company/index';
