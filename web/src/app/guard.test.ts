import { describe, expect, it } from 'vitest';
import { deriveSession } from '@ftown/domain/auth/session';
import { admin, applicant, applicantInfo, gov1 } from '@/test/fixtures';
import { decideNavigation, type GuardInput } from './guard';
import { matchRoute } from './routes';

const input = (pathname: string, overrides: Partial<GuardInput> = {}): GuardInput => ({
  pathname,
  search: '',
  hasToken: true,
  info: 'loaded',
  user: admin,
  match: matchRoute(pathname),
  ...overrides,
});

describe('decideNavigation (spec section 2)', () => {
  it.each(['/login', '/auth-redirect', '/login/edge', '/cross', '/logout/edge'])(
    'lets a visitor without a token open %s',
    (path) => {
      expect(decideNavigation(input(path, { hasToken: false, info: 'missing', user: null }))).toEqual({
        type: 'allow',
      });
    },
  );

  it('sends a visitor without a token to /login/edge with the wanted path and query', () => {
    expect(
      decideNavigation(input('/risk/index', { search: '?scrap=甲', hasToken: false, info: 'missing', user: null })),
    ).toEqual({ type: 'redirect', to: `/login/edge?redirect=${encodeURIComponent('/risk/index?scrap=甲')}` });
  });

  it('sends a signed-in user opening /login to the root', () => {
    expect(decideNavigation(input('/login'))).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation(input('/login', { info: 'missing', user: null }))).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads the user info first when the token is there but the info is not', () => {
    expect(decideNavigation(input('/examine/index', { info: 'missing', user: null }))).toEqual({ type: 'loadInfo' });
  });

  it('sends the user to login when the info fetch failed, except on /cross which proceeds', () => {
    const failed = { info: 'failed', user: null } as const;
    expect(decideNavigation(input('/examine/index', failed))).toEqual({
      type: 'redirect',
      to: `/login/edge?redirect=${encodeURIComponent('/examine/index')}`,
    });
    expect(decideNavigation(input('/cross', failed))).toEqual({ type: 'allow' });
  });

  it('sends staff from / to /home and applicants to /home_edge', () => {
    expect(decideNavigation(input('/'))).toEqual({ type: 'redirect', to: '/home' });
    expect(decideNavigation(input('/', { user: applicant }))).toEqual({ type: 'redirect', to: '/home_edge' });
  });

  it('sends unknown paths and non-digit ids to /404', () => {
    expect(decideNavigation(input('/no/such/page'))).toEqual({ type: 'redirect', to: '/404' });
    expect(decideNavigation(input('/edge/apply/person/12a'))).toEqual({ type: 'redirect', to: '/404' });
    expect(decideNavigation(input('/edge/apply/person/12'))).toEqual({ type: 'allow' });
  });

  it('opens queues by node: gov1 may open its review queue but not the risk queue', () => {
    expect(decideNavigation(input('/government/early/index', { user: gov1 }))).toEqual({ type: 'allow' });
    expect(decideNavigation(input('/risk/index', { user: gov1 }))).toEqual({ type: 'redirect', to: '/401' });
  });

  it('keeps applicants out of staff pages and staff out of applicant forms', () => {
    expect(decideNavigation(input('/examine/index', { user: applicant }))).toEqual({ type: 'redirect', to: '/401' });
    expect(decideNavigation(input('/edge/company/base', { user: applicant }))).toEqual({ type: 'allow' });
    expect(decideNavigation(input('/edge/company/base'))).toEqual({ type: 'redirect', to: '/401' });
  });

  it('keeps a one-time password on /password until it is changed; afterwards /password is an ordinary page', () => {
    const fresh = { ...admin, mustChangePassword: true };
    for (const path of ['/', '/home', '/examine/index', '/account/index']) {
      expect(decideNavigation(input(path, { user: fresh }))).toEqual({ type: 'redirect', to: '/password' });
    }
    expect(decideNavigation(input('/password', { user: fresh }))).toEqual({ type: 'allow' });
    expect(decideNavigation(input('/password'))).toEqual({ type: 'allow' });
    expect(decideNavigation(input('/home'))).toEqual({ type: 'allow' });
  });

  it.each([
    ['/industry', '/industry/index'],
    ['/government', '/government/distribution/index'],
    ['/statute', '/statute/distribution/index'],
    ['/approval', '/approval/index'],
  ])('follows the parent path %s to its first child %s', (parent, child) => {
    expect(decideNavigation(input(parent))).toEqual({ type: 'redirect', to: child });
    expect(matchRoute(child)?.route.page).toBeDefined();
  });

  it('opens the first child the user may open: an examiner of the service centre holds no distribution node', () => {
    expect(decideNavigation(input('/government', { user: gov1 }))).toEqual({ type: 'redirect', to: '/government/early/index' });
  });

  it('sends an applicant opening the staff home to their own home, and a company to the company home', () => {
    const company = deriveSession({ ...applicantInfo, loginType: 'companyPassword' });
    expect(decideNavigation(input('/home', { user: applicant }))).toEqual({ type: 'redirect', to: '/home_edge' });
    expect(decideNavigation(input('/home', { user: company }))).toEqual({ type: 'redirect', to: '/edge_company/index' });
    expect(decideNavigation(input('/', { user: company }))).toEqual({ type: 'redirect', to: '/edge_company/index' });
    expect(decideNavigation(input('/home', { user: gov1 }))).toEqual({ type: 'allow' });
  });

  it("sends each side from the other side's message centre to its own", () => {
    expect(decideNavigation(input('/msgbox/index', { user: applicant }))).toEqual({ type: 'redirect', to: '/msgbox_edge/index' });
    expect(decideNavigation(input('/msgbox_edge/index', { user: gov1 }))).toEqual({ type: 'redirect', to: '/msgbox/index' });
    expect(decideNavigation(input('/msgbox_edge/platform', { user: gov1 }))).toEqual({ type: 'redirect', to: '/msgbox/index' });
    expect(decideNavigation(input('/msgbox/index', { user: gov1 }))).toEqual({ type: 'allow' });
    expect(decideNavigation(input('/msgbox_edge/platform', { user: applicant }))).toEqual({ type: 'allow' });
  });
});
