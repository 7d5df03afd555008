import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { registerFeedbackHost } from '@/lib/feedback';
import { useSettingsStore } from '@/stores/settings-store';

const ModalHost = lazy(() => import('./modal-host'));
const MessageHost = lazy(() => import('./message-host'));

const SIZE = { small: 'small', medium: 'middle', large: 'large' } as const;

/**
 * Toasts and dialogs for the request layer on every page, signed-in or not, each mounted the first time it
 * is needed. Deliberately not antd <App>: its notification API and context are for the signed-in layouts
 * (app/session-providers.tsx), and the first screen has no room for them (DESIGN section 8).
 */
function FeedbackHost() {
  const [wanted, setWanted] = useState({ message: false, modal: false });
  useEffect(() => {
    registerFeedbackHost((part) => setWanted((w) => (w[part] ? w : { ...w, [part]: true })));
    return () => registerFeedbackHost(null);
  }, []);
  return (
    <Suspense fallback={null}>
      {wanted.message && <MessageHost />}
      {wanted.modal && <ModalHost />}
    </Suspense>
  );
}

/** The single theme provider (DESIGN section 8): zh-CN, CSS variables, the colour from settings. */
export function Providers({ children }: { children: ReactNode }) {
  const colorPrimary = useSettingsStore((s) => s.theme);
  const size = useSettingsStore((s) => s.size);

  useEffect(() => {
    // The progress bar lives outside antd's CSS-variable scope; give it the theme colour directly.
    document.documentElement.style.setProperty('--ftown-primary', colorPrimary);
  }, [colorPrimary]);

  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE[size]}
      button={{ autoInsertSpace: false }}
      theme={{ cssVar: { key: 'ftown' }, hashed: false, token: { colorPrimary } }}
    >
      <FeedbackHost />
      {children}
    </ConfigProvider>
  );
}
