import type { Holder } from '@ftown/domain/auth/access';
import type { InfoState } from '@/stores/session-store';
import { isRouteAllowed, type RouteMatch } from './route-tree';
import { LOGIN_PATH, PASSWORD_PATH, PUBLIC_PATHS, STAFF_HOME, homePathFor, ownMessageCentre } from './routes';

export type GuardUser = Holder & { editorMode: boolean; isPersonBiz: boolean; mustChangePassword: boolean };

export type GuardInput = {
  pathname: string;
  /** The query string with its '?', kept in the redirect parameter. */
  search: string;
  hasToken: boolean;
  info: InfoState;
  /** Present once info is loaded. */
  user: GuardUser | null;
  match: RouteMatch | null;
};

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'loadInfo' };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });
const toLogin = (pathname: string, search: string) =>
  redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`);

/**
 * The navigation guard of spec section 2 as a pure decision; app/navigation-guard.tsx carries it out.
 * Order matters: the token decides first, then the user info, then the route and its permission.
 */
export const decideNavigation = ({ pathname, search, hasToken, info, user, match }: GuardInput): GuardDecision => {
  const isPublic = PUBLIC_PATHS.includes(pathname);
  if (!hasToken) return isPublic ? allow : toLogin(pathname, search);
  if (pathname === '/login') return redirect('/');
  if (info === 'failed') return isPublic ? allow : toLogin(pathname, search);
  if (info === 'missing' || !user) return { type: 'loadInfo' };
  // A one-time password (new account, reset) is changed before anything else; the server refuses the rest.
  if (user.mustChangePassword) return pathname === PASSWORD_PATH ? allow : redirect(PASSWORD_PATH);
  if (!match) return redirect('/404');
  // An applicant at the staff home (an old bookmark, a typed address) goes to their own home instead.
  if (pathname === '/' || (pathname === STAFF_HOME && user.editorMode)) return redirect(homePathFor(user));
  const centre = ownMessageCentre(pathname, user);
  if (centre !== null) return redirect(centre);
  if (match.route.redirect && !match.route.page) {
    // A parent opens its first child the user may open (a centre's examiner holds no distribution node).
    const open = match.route.children.find((child) => child.page && isRouteAllowed(child, user));
    return redirect(open?.path ?? match.route.redirect);
  }
  if (!isRouteAllowed(match.route, user)) return redirect('/401');
  return allow;
};
