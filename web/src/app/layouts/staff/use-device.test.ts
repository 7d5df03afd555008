import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { sidebarCookie } from '@/lib/storage';
import { useSettingsStore } from '@/stores/settings-store';
import { useDeviceTracking } from './use-device';

/** A media query whose match the test moves, as a window narrowed and widened again would. */
const fakeWidth = (narrow: boolean) => {
  const listeners = new Set<() => void>();
  const query = {
    matches: narrow,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) =>
    act(() => {
      query.matches = next;
      for (const listener of listeners) listener();
    });
};

afterEach(() => vi.unstubAllGlobals());

describe('device tracking', () => {
  it('closes the drawer below 992 px and gives the desktop sidebar back its remembered state when widened', () => {
    sidebarCookie.set(true);
    const resize = fakeWidth(false);
    renderHook(() => useDeviceTracking());
    expect(useSettingsStore.getState()).toMatchObject({ device: 'desktop', sidebarOpened: true });

    resize(true);
    expect(useSettingsStore.getState()).toMatchObject({ device: 'mobile', sidebarOpened: false });
    resize(false);
    expect(useSettingsStore.getState()).toMatchObject({ device: 'desktop', sidebarOpened: true });

    // A sidebar the user collapsed on desktop stays collapsed across the round trip.
    act(() => useSettingsStore.getState().toggleSidebar());
    resize(true);
    resize(false);
    expect(useSettingsStore.getState()).toMatchObject({ device: 'desktop', sidebarOpened: false });
  });
});
