import { create } from 'zustand';
import type { TNotice } from '@ftown/domain/live/live.schemas';

/** The staff user's queue notices (warnedSE), as the sidebar badges read them. Empty until the first event. */
export const useNoticesStore = create<{ notices: TNotice[] }>()(() => ({ notices: [] }));

export const setNotices = (notices: TNotice[]) => useNoticesStore.setState({ notices });
