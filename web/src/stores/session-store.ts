import { create } from 'zustand';
import type { Session } from '@ftown/domain/auth/session';
import { clearUserStorage, tokenStorage } from '@/lib/storage';
import { useTagsViewStore } from './tags-view-store';

/**
 * The signed-in session. `info` is 'missing' until GET /sam/info answered, 'failed' when it could not be
 * read (the guard then sends the user to login). Network actions live in features/auth/session-actions.ts
 * so this store, which the request layer reads the token from, imports no call of its own.
 */
export type InfoState = 'missing' | 'loaded' | 'failed';

/** Why the user info could not be read: one object per failure, so the guard reports each one once. */
export type InfoFailure = { message: string };

type SessionState = {
  token: string | null;
  session: Session | null;
  info: InfoState;
  /** The last failure to read the user info, for the guard to report whenever it happened. */
  infoFailure: InfoFailure | null;
  setToken: (token: string) => void;
  setSession: (session: Session) => void;
  markInfoFailed: (message: string) => void;
  /** Clears the token, the user's data and open tabs without calling the server. */
  resetToken: () => void;
  /** Signs this page out as resetToken does, but leaves what the browser stores for the pages that follow. */
  forgetToken: () => void;
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  token: tokenStorage.get(),
  session: null,
  info: 'missing',
  infoFailure: null,
  setToken: (token) => {
    tokenStorage.set(token);
    set({ token, session: null, info: 'missing', infoFailure: null });
  },
  setSession: (session) => set({ session, info: 'loaded' }),
  markInfoFailed: (message) => set({ info: 'failed', infoFailure: { message } }),
  resetToken: () => {
    clearUserStorage();
    get().forgetToken();
  },
  forgetToken: () => {
    // Routes are derived from `session`, so clearing it also resets the permitted routes.
    set({ token: null, session: null, info: 'missing' });
    useTagsViewStore.getState().closeAll({ keepAffix: false });
  },
}));
