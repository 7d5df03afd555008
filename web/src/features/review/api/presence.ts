import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRESENCE_CALLS, type THolder, type TPresence } from '@ftown/domain/review/api/presence.schemas';
import { PRESENCE_HEARTBEAT_MS } from '@ftown/domain/review/presence';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/**
 * POST /examine/presence/claim: holds the application for the caller if nobody else does (or renews their hold), and
 * answers who holds it. Silent: it runs every heartbeat, and a missed beat is made up by the next.
 */
const claim = (apply: number, signal?: AbortSignal) => callApi(PRESENCE_CALLS.claim, { apply, takeover: false }, { silent: true, signal });

/** POST /examine/presence/release, as the view is left; kept alive so it still goes when the tab closes. */
const release = (apply: number) => callApi(PRESENCE_CALLS.release, { apply }, { silent: true, keepalive: true }).catch(() => undefined);

/**
 * The claim as a query: asked on opening, every heartbeat while open (also in a background tab: the examiner still
 * has it open), and whenever the live feed says its examiner changed.
 */
const presenceQueryOptions = (apply: number) =>
  queryOptions({
    queryKey: reviewKeys.presence(apply),
    queryFn: ({ signal }) => claim(apply, signal),
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** Releases waiting for a view's unmount to turn out final (React's development re-mount comes straight back). */
const pendingReleases = new Map<number, ReturnType<typeof setTimeout>>();

/** Claims an application while the calling view is open and releases it when the view goes or the page is left. */
export const useExamining = (apply: number) => {
  const client = useQueryClient();
  useEffect(() => {
    clearTimeout(pendingReleases.get(apply));
    pendingReleases.delete(apply);
    const leave = () => void release(apply);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      pendingReleases.set(
        apply,
        setTimeout(() => {
          pendingReleases.delete(apply);
          // Forgotten, so coming back claims afresh instead of showing a hold that was given up.
          client.removeQueries({ queryKey: reviewKeys.presence(apply) });
          leave();
        }, 0),
      );
    };
  }, [apply, client]);
  return useQuery(presenceQueryOptions(apply));
};

/** 接手审核: replaces the holder; the answer names the caller as holder. */
export const useTakeOver = (apply: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(PRESENCE_CALLS.claim, { apply, takeover: true }),
    onSuccess: (presence: TPresence) => client.setQueryData(reviewKeys.presence(apply), presence),
  });
};

/** Who examines each application of a queue page, by id (staff only; a page without rows asks nothing). */
export const useQueueHolders = (ids: readonly number[]): ReadonlyMap<number, THolder> => {
  const query = useQuery({
    queryKey: reviewKeys.holders(ids),
    queryFn: ({ signal }) => callApi(PRESENCE_CALLS.getHolders, { applies: [...ids] }, { silent: true, signal }),
    enabled: ids.length > 0,
    select: (rows) => new Map(rows.map((row) => [row.apply, row.holder])),
  });
  return query.data ?? NOBODY;
};

const NOBODY: ReadonlyMap<number, THolder> = new Map();
