import type { TLoginRequest } from '@ftown/domain/auth/auth.schemas';
import type { TCrossInRequest } from '@ftown/domain/auth/handoff';
import type { Role } from '@ftown/domain/auth/roles';
import { deriveSession, SessionInfoError } from '@ftown/domain/auth/session';
import { SWITCH_FAILED_MESSAGE } from '@ftown/domain/auth/sign-in-constants';
import { RequestError } from '@/lib/request';
import { useSessionStore } from '@/stores/session-store';
import { useTagsViewStore } from '@/stores/tags-view-store';
import { postChangeRole } from './api/change-role';
import { postCrossIn } from './api/cross-in';
import { getInfo } from './api/get-info';
import { getUnCodeToken } from './api/get-un-code-token';
import { postLogin } from './api/login';
import { postLogout } from './api/logout';
import { postQrCodeLogin } from './api/qr-code-login';

/**
 * The session's network actions (spec section 4). They drive the session store; the store itself stays
 * free of calls because the request layer reads the token from it.
 */

const store = () => useSessionStore.getState();

/**
 * How long logout waits for the server. Revoking the token there is a courtesy (it expires anyway); leaving
 * is what the user asked for, so a slow or lost reply, or a call table that never loads, must not keep them.
 */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Calls the server, then clears the user's data, routes and tabs whatever the server answered, within
 * LOGOUT_WAIT_MS at most; never rejects. The query cache clears itself when the token goes (lib/query-client.ts).
 */
export const logout = async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_WAIT_MS);
  // The abort also ends the fetch; the race ends the wait even where something ignores the signal.
  const givenUp = new Promise<void>((resolve) => controller.signal.addEventListener('abort', () => resolve()));
  try {
    if (store().token) await Promise.race([postLogout(controller.signal), givenUp]);
  } catch {
    // The token may already be revoked or expired; signing out locally is what the user asked for.
  } finally {
    clearTimeout(timer);
    store().resetToken();
  }
};

/**
 * Every way in ends here: a previous session in this browser is signed out first so no data of it
 * survives, then the new token is stored and the guard loads its info and routes.
 */
const signInWith = async (issue: () => Promise<{ token: string }>) => {
  if (store().token) await logout();
  const { token } = await issue();
  store().setToken(token);
};

export const login = (credentials: TLoginRequest) => signInWith(() => postLogin(credentials));

/** Redeems a QR code the phone confirmed. */
export const qrLogin = (qrCodeId: string, redirect: string) =>
  signInWith(() => postQrCodeLogin({ qr_code_id: qrCodeId, redirect }));

/** Cross-system entry (spec section 4); nodes and id of the reply arrive again with the info the guard loads. */
export const crossLogin = (handoff: TCrossInRequest) => signInWith(() => postCrossIn(handoff));

/**
 * Role change (spec section 4): the server issues a token for the chosen role and revokes the old one;
 * storing it reloads the info and rebuilds the routes, and every tab closes.
 */
export const changeRole = async (role: Role) => {
  const { token } = await postChangeRole({ role });
  store().setToken(token);
  useTagsViewStore.getState().closeAll({ keepAffix: false });
};

/** The login switch's code: six random digits, as the original contract sends (the token is the proof). */
const switchCode = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');

/**
 * Company-mobile to individual-mobile login (spec section 4). The one-time token is fetched while the
 * company session still proves the mobile, then the session is signed out and the same mobile signs in.
 * Any failure reads as the spec's message.
 */
export const switchToPersonMobile = async () => {
  const mobile = store().session?.mobile;
  try {
    if (!mobile) throw new Error(SWITCH_FAILED_MESSAGE);
    const unCodeToken = await getUnCodeToken();
    await signInWith(() => postLogin({ type: 'personMobile', mobile, code: switchCode(), unCodeToken }));
  } catch {
    throw new Error(SWITCH_FAILED_MESSAGE);
  }
};

let pending: Promise<void> | null = null;

/** What the guard reports when the failure carries no message of its own. */
const INFO_FAILED = '获取用户信息失败，请重新登录';

/**
 * Whether a failed info call condemns the token: the server refused it, or answered with no user info. A call
 * that got no answer says nothing about the token, and most often it is this page being left for another (a
 * reload, an address typed while the info loads) cutting off the reply or a code chunk. Clearing the stored
 * token then signed the user out of the page being opened.
 */
const condemnsToken = (error: unknown) =>
  error instanceof SessionInfoError || (error instanceof RequestError && error.code !== 0);

/**
 * Reads the user info once per session; concurrent guards share one call. A failure clears the token here and
 * sends the user to login (spec section 8); the browser's stored token goes only when the failure condemns it.
 * The failure is kept in the store for the guard to report, whoever asked (main.tsx may before React renders).
 */
export const loadInfo = (): Promise<void> => {
  pending ??= getInfo()
    .then((info) => store().setSession(deriveSession(info)))
    .catch((error: unknown) => {
      if (condemnsToken(error)) store().resetToken();
      else store().forgetToken();
      store().markInfoFailed(error instanceof Error ? error.message : INFO_FAILED);
      throw error;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
};

/**
 * The user info read unless the store already has it (or why it failed). The first page's preload and the guard
 * both ask, and the store, not a caller's earlier look at it, says whether it is still missing: the read the preload
 * started may be answered between the guard's render and its effects (a first render is a transition, committed
 * later), and asking from what the render saw read the info twice.
 */
export const loadMissingInfo = (): Promise<void> => (store().info === 'missing' ? loadInfo() : Promise.resolve());
