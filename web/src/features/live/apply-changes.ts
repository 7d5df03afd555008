import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import type { TApplyEvent, TPresenceEvent } from '@ftown/domain/live/live.schemas';

/**
 * What one feature shows of applications: the queries an application change makes stale (its lists, its views of
 * that application, its counts). `null` means the stream was reopened after a gap, so any of them may be. Each
 * feature names its own keys beside them (features do not import each other); the composition root hands the list
 * to the live feed, and every refresh an application change causes happens here.
 */
export type ApplyChangeQueries = (change: TApplyEvent | null) => readonly InvalidateQueryFilters[];

/** Likewise for a change of who examines an application (presenceSE): the queries showing the holder. */
export type PresenceChangeQueries = (event: TPresenceEvent) => readonly InvalidateQueryFilters[];

/**
 * Marks the queries stale; those on screen refetch at once, so an open list, view, queue page or count shows the new
 * state without a reload, and the rest load afresh when next shown.
 */
export const refreshOnChange =
  <E>(client: QueryClient, features: readonly ((change: E) => readonly InvalidateQueryFilters[])[]) =>
  (change: E): void => {
    for (const queries of features) for (const filters of queries(change)) void client.invalidateQueries(filters);
  };

export const refreshOnApplyChange = (client: QueryClient, features: readonly ApplyChangeQueries[]) => refreshOnChange(client, features);
