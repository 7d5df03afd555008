import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_ROLES } from '@ftown/domain/auth/roles';
import type { TLiteMsgEvent } from '@ftown/domain/live/live.schemas';
import { useSessionStore } from '@/stores/session-store';
import { refreshOnApplyChange, refreshOnChange, type ApplyChangeQueries, type PresenceChangeQueries } from './apply-changes';
import { browserTransport } from './browser-transport';
import { startLiveHub, type LiveHub, type LiveSinks, type LiveUser } from './live-hub';
import { setNotices } from './notices-store';
import type { Transport } from './transport';

/**
 * The tab's one live hub. Both layouts' top bars ask for it, and moving between layouts unmounts one bar before
 * the other mounts, so the last release waits a moment before stopping: the streams stay with the tab instead of
 * being handed to another tab and back. Signing out or in as someone else stops it at once.
 */

export const RELEASE_GRACE_MS = 2_000;

type Running = { key: string; hub: LiveHub; holders: number; stopTimer?: ReturnType<typeof setTimeout> };
let running: Running | null = null;

const keyOf = (user: LiveUser) => `${user.uid}:${user.staff ? 'staff' : 'user'}:${user.token}`;

export const stopLiveFeed = () => {
  if (!running) return;
  clearTimeout(running.stopTimer);
  running.hub.stop();
  running = null;
  setNotices([]);
};

export type TotalSink = (event: TLiteMsgEvent) => void;
/** What the layouts connect: the unread counter, and what refreshes the screens when an application moves or changes examiner. */
export type FeedSinks = Pick<LiveSinks, 'onTotal' | 'onApply' | 'onPresence'>;

/** Starts (or joins) the hub for this user and returns its release. */
export const acquireLiveFeed = (user: LiveUser, sinks: FeedSinks, transport: () => Transport = browserTransport) => {
  const key = keyOf(user);
  if (running && running.key !== key) stopLiveFeed();
  if (!running)
    running = { key, hub: startLiveHub({ user, transport: transport(), sinks: { ...sinks, onNotices: setNotices } }), holders: 0 };
  const mine = running;
  clearTimeout(mine.stopTimer);
  mine.holders += 1;
  return () => {
    mine.holders -= 1;
    if (mine.holders > 0) return;
    mine.stopTimer = setTimeout(() => {
      if (running === mine) stopLiveFeed();
    }, RELEASE_GRACE_MS);
  };
};

useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token || state.session?.uid !== previous.session?.uid) stopLiveFeed();
});

/** Applicants hear no presence changes: one constant, so their hub keeps one sink. */
const NO_QUERIES: readonly PresenceChangeQueries[] = [];

/**
 * Keeps the live feed of the signed-in user running while the calling component is mounted. `onApplyChange` names,
 * per feature, the queries an application change makes stale, `onPresenceChange` those a change of examiner does
 * (module constants, so the hub keeps one sink).
 */
export const useLiveFeed = (onTotal: TotalSink, onApplyChange: readonly ApplyChangeQueries[], onPresenceChange: readonly PresenceChangeQueries[] = NO_QUERIES) => {
  const client = useQueryClient();
  const onApply = useMemo(() => refreshOnApplyChange(client, onApplyChange), [client, onApplyChange]);
  const onPresence = useMemo(() => refreshOnChange(client, onPresenceChange), [client, onPresenceChange]);
  const token = useSessionStore((s) => s.token);
  const uid = useSessionStore((s) => s.session?.uid ?? -1);
  const staff = useSessionStore((s) => s.session?.roles.some((r) => STAFF_ROLES.includes(r)) ?? false);
  useEffect(() => {
    if (!token || uid <= 0) return undefined;
    return acquireLiveFeed({ uid, token, staff }, { onTotal, onApply, onPresence });
  }, [token, uid, staff, onTotal, onApply, onPresence]);
};
