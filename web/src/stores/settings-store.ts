import { create } from 'zustand';
import { settingsStorage, sidebarCookie, sizeCookie, type ComponentSize } from '@/lib/storage';
import { DEFAULT_THEME } from '@/lib/theme';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Page-style preferences of the settings drawer (spec section 3, UI settings). */
export type Preferences = { theme: string; tagsView: boolean; fixedHeader: boolean; sidebarLogo: boolean };

const DEFAULTS: Preferences = { theme: DEFAULT_THEME, tagsView: true, fixedHeader: false, sidebarLogo: true };

const readPreferences = (): Preferences => {
  const stored = settingsStorage.get();
  if (!stored || typeof stored !== 'object') return DEFAULTS;
  const s = stored as Partial<Record<keyof Preferences, unknown>>;
  return {
    theme: typeof s.theme === 'string' && HEX_COLOUR.test(s.theme) ? s.theme : DEFAULTS.theme,
    tagsView: typeof s.tagsView === 'boolean' ? s.tagsView : DEFAULTS.tagsView,
    fixedHeader: typeof s.fixedHeader === 'boolean' ? s.fixedHeader : DEFAULTS.fixedHeader,
    sidebarLogo: typeof s.sidebarLogo === 'boolean' ? s.sidebarLogo : DEFAULTS.sidebarLogo,
  };
};

export type Device = 'desktop' | 'mobile';

type SettingsState = Preferences & {
  showSettings: boolean;
  sidebarOpened: boolean;
  device: Device;
  size: ComponentSize;
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  setShowSettings: (show: boolean) => void;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
  setSize: (size: ComponentSize) => void;
};

const pickPreferences = (s: Preferences): Preferences => ({
  theme: s.theme,
  tagsView: s.tagsView,
  fixedHeader: s.fixedHeader,
  sidebarLogo: s.sidebarLogo,
});

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readPreferences(),
  showSettings: false,
  sidebarOpened: sidebarCookie.get(),
  device: 'desktop',
  size: sizeCookie.get(),
  setPreference: (key, value) => {
    set({ [key]: value } as Pick<Preferences, typeof key>);
    settingsStorage.set(pickPreferences(get()));
  },
  setShowSettings: (showSettings) => set({ showSettings }),
  toggleSidebar: () => {
    const sidebarOpened = !get().sidebarOpened;
    // In mobile mode the drawer state is transient; only the desktop choice is remembered.
    if (get().device === 'desktop') sidebarCookie.set(sidebarOpened);
    set({ sidebarOpened });
  },
  closeSidebar: () => set({ sidebarOpened: false }),
  // A drawer closes on the way to mobile; back on desktop the sidebar is as the user last left it there.
  setDevice: (device) => set({ device, sidebarOpened: device === 'desktop' && sidebarCookie.get() }),
  // The spec keeps the component size in the `size` cookie (section 3), where the original app read it.
  setSize: (size) => {
    sizeCookie.set(size);
    set({ size });
  },
}));
