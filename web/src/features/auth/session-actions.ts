import type { TLoginRequest } from '@ftown/domain/auth/auth.schemas';
import { deriveSession } from '@ftown/domain/auth/session';
import { useSessionStore } from '@/stores/session-store';
import { getInfo } from './api/get-info';
import { postLogin } from './api/login';
import { postLogout } from './api/logout';

/**
 * The session's network actions (spec section 4). They drive the session store; the store itself stays
 * free of calls because the request layer reads the token from it.
 */

const store = () => useSessionStore.getState();

/**
 * Calls the server, then clears the user's data, routes and tabs whatever the server answered; the query
 * cache clears itself when the token goes (lib/query-client.ts).
 */
export const logout = async () => {
  try {
    if (store().token) await postLogout();
  } catch {
    // The token may already be revoked or expired; signing out locally is what the user asked for.
  } finally {
    store().resetToken();
  }
};

/** Signs in; a previous session in this browser is signed out first so no data of it survives. */
export const login = async (credentials: TLoginRequest) => {
  if (store().token) await logout();
  const { token } = await postLogin(credentials);
  store().setToken(token);
};

let pending: Promise<void> | null = null;

/** Reads the user info once per session; concurrent guards share one call. */
export const loadInfo = (): Promise<void> => {
  pending ??= getInfo()
    .then((info) => store().setSession(deriveSession(info)))
    .catch((error: unknown) => {
      store().resetToken();
      store().markInfoFailed();
      throw error;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
};
