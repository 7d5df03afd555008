import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import zhCN from 'antd/es/locale/zh_CN';
import { registerFeedbackHost } from '@/lib/feedback';
import { useSettingsStore } from '@/stores/settings-store';

const ModalHost = lazy(() => import('./modal-host'));

const SIZE = { small: 'small', medium: 'middle', large: 'large' } as const;

/**
 * Toasts and dialogs for the request layer on every page, signed-in or not. Deliberately not antd <App>:
 * its notification API and context are for the signed-in layouts (app/session-providers.tsx), and the
 * first screen has no room for them (DESIGN section 8).
 */
function FeedbackHost() {
  const [message, messageHolder] = useMessage();
  const [modalWanted, setModalWanted] = useState(false);
  useEffect(() => {
    registerFeedbackHost(message, () => setModalWanted(true));
    return () => registerFeedbackHost(null, null);
  }, [message]);
  return (
    <>
      {messageHolder}
      {modalWanted && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
    </>
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
