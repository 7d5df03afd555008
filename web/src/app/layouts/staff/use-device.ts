import { useEffect } from 'react';
import { useSettingsStore } from '@/stores/settings-store';

/** Below this width the sidebar becomes a drawer (spec section 9). */
export const MOBILE_WIDTH = 992;

export const useDeviceTracking = () => {
  const setDevice = useSettingsStore((s) => s.setDevice);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_WIDTH - 1}px)`);
    const apply = () => setDevice(query.matches ? 'mobile' : 'desktop');
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setDevice]);
};
