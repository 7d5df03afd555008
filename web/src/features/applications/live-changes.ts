import { useEffect } from 'react';
import { useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { create } from 'zustand';
import type { TApplyEvent } from '@ftown/domain/live/live.schemas';
import { applyKeys } from './api/keys';

type State = {
  /** Applications whose form holds unsaved edits in this tab, with how many forms hold them. */
  editing: Readonly<Record<number, number>>;
  /** The last change heard for an application while its form held unsaved edits. */
  missed: Readonly<Record<number, TApplyEvent>>;
};

const useLiveChanges = create<State>()(() => ({ editing: {}, missed: {} }));

const without = <T>(record: Readonly<Record<number, T>>, id: number) => {
  const rest = { ...record };
  delete rest[id];
  return rest;
};

const forget = (id: number) => useLiveChanges.setState((s) => ({ missed: without(s.missed, id) }));

/** The current content of an application a form is editing: a refetch would show a state the edits were not made on. */
const isEditedDetail = (key: QueryKey, editing: State['editing']) => {
  const [, kind, id] = key;
  return kind === 'detail' && typeof id === 'number' && (editing[id] ?? 0) > 0;
};

/**
 * What an application change makes stale here: every applicant list, and that application's views, unless a form
 * of it holds unsaved edits; then its view is kept as the edits were made on it, and the form hears of the change
 * (useLiveChange) and offers to reload. A reopened stream (`null`) refreshes all but the edited applications.
 */
export const applicationsOnApplyChange = (change: TApplyEvent | null): InvalidateQueryFilters[] => {
  const { editing } = useLiveChanges.getState();
  if (change === null) return [{ queryKey: applyKeys.all, predicate: (query) => !isEditedDetail(query.queryKey, editing) }];
  const lists = { queryKey: applyKeys.lists() };
  if ((editing[change.id] ?? 0) > 0) {
    useLiveChanges.setState((s) => ({ missed: { ...s.missed, [change.id]: change } }));
    return [lists];
  }
  return [lists, { queryKey: applyKeys.detailsOf(change.id) }, { queryKey: applyKeys.byId(change.id) }];
};

/**
 * For a form of application `id` (null before its first save): while `dirty`, the application's view is not
 * refreshed under the edits; returns the change that arrived meanwhile, if any, and `reload`, which gives up the
 * edits and loads the application as it is now. Once the edits are saved or given up, a change heard meanwhile is
 * applied at once.
 */
export const useLiveChange = (id: number | null, dirty: boolean) => {
  const client = useQueryClient();
  const missed = useLiveChanges((s) => (id === null ? undefined : s.missed[id]));

  useEffect(() => {
    if (id === null || !dirty) return undefined;
    useLiveChanges.setState((s) => ({ editing: { ...s.editing, [id]: (s.editing[id] ?? 0) + 1 } }));
    return () =>
      useLiveChanges.setState((s) => {
        const left = (s.editing[id] ?? 0) - 1;
        return { editing: left > 0 ? { ...s.editing, [id]: left } : without(s.editing, id) };
      });
  }, [id, dirty]);

  useEffect(() => {
    if (id === null || dirty || !missed) return;
    forget(id);
    void client.invalidateQueries({ queryKey: applyKeys.detailsOf(id) });
  }, [id, dirty, missed, client]);

  const reload = async () => {
    if (id === null) return;
    await client.invalidateQueries({ queryKey: applyKeys.detailsOf(id) });
    forget(id);
  };
  return { missed, reload };
};
