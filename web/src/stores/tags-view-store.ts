import { create } from 'zustand';

/**
 * Visited views: the tag tabs of the staff layout and, at the same time, the bound of the keep-alive
 * cache (a page stays mounted while its tab is open). Keyed by pathname; `fullPath` keeps the query.
 */
export type VisitedView = {
  path: string;
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
  /** Bumped by 刷新 so the kept page remounts with fresh state. */
  version: number;
};

/** Applicant pages have no tabs to close, so the oldest closable views are dropped past this bound. */
export const MAX_VIEWS = 20;

const bound = (views: VisitedView[]): VisitedView[] => {
  let excess = views.length - MAX_VIEWS;
  if (excess <= 0) return views;
  return views.filter((v, i) => {
    if (excess > 0 && !v.affix && i < views.length - 1) {
      excess -= 1;
      return false;
    }
    return true;
  });
};

type TagsViewState = {
  views: VisitedView[];
  addView: (view: Omit<VisitedView, 'version'>) => void;
  closeView: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: (options?: { keepAffix: boolean }) => void;
  refreshView: (path: string) => void;
};

export const useTagsViewStore = create<TagsViewState>()((set) => ({
  views: [],
  addView: (view) =>
    set(({ views }) => {
      const existing = views.find((v) => v.path === view.path);
      if (!existing) {
        // Affix tabs lead the bar whenever they are added, like the original tags view.
        const at = view.affix ? views.filter((v) => v.affix).length : views.length;
        return { views: bound([...views.slice(0, at), { ...view, version: 0 }, ...views.slice(at)]) };
      }
      return { views: views.map((v) => (v.path === view.path ? { ...v, fullPath: view.fullPath, title: view.title } : v)) };
    }),
  closeView: (path) => set(({ views }) => ({ views: views.filter((v) => v.path !== path || v.affix) })),
  closeOthers: (path) => set(({ views }) => ({ views: views.filter((v) => v.path === path || v.affix) })),
  closeAll: (options = { keepAffix: true }) =>
    set(({ views }) => ({ views: options.keepAffix ? views.filter((v) => v.affix) : [] })),
  refreshView: (path) =>
    set(({ views }) => ({ views: views.map((v) => (v.path === path ? { ...v, version: v.version + 1 } : v)) })),
}));
