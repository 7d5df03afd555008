import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { registerFeedbackHost } from '@/lib/feedback';
import { useSettingsStore } from '@/stores/settings-store';
import { SECONDARY_TEXT, themeOf } from '@/lib/theme';

const ModalHost = lazy(() => import('./modal-host'));
const MessageHost = lazy(() => import('./message-host'));

const SIZE = { small: 'small', medium: 'middle', large: 'large' } as const;

/**
 * antd cuts a card's title that does not fit with an ellipsis: on a phone the examine view's title lost the
 * enterprise's name, which is nowhere else on it. Titles wrap instead, with the space around them that one line
 * has from the header's minimum height, in lines of even length as headings wrap (global.css).
 */
const CARD = { styles: { header: { paddingBlock: 8 }, title: { whiteSpace: 'normal', textWrap: 'balance' } } } as const;

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
  const chosen = useSettingsStore((s) => s.theme);
  const size = useSettingsStore((s) => s.size);
  const theme = useMemo(() => themeOf(chosen), [chosen]);

  // Before the first paint, so the sign-in tabs never show the unreadable fallback colour of their CSS.
  useLayoutEffect(() => {
    // The progress bar and the sign-in pages' own styles live outside antd's CSS-variable scope.
    const root = document.documentElement.style;
    root.setProperty('--ftown-primary', theme.primary);
    root.setProperty('--ftown-text-secondary', SECONDARY_TEXT);
  }, [theme.primary]);

  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE[size]}
      button={{ autoInsertSpace: false }}
      card={CARD}
      theme={theme.config}
    >
      <FeedbackHost />
      {children}
    </ConfigProvider>
  );
}
