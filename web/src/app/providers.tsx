import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider } from '@tanstack/react-query';
import { registerFeedback } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';
import { useSettingsStore } from '@/stores/settings-store';

dayjs.locale('zh-cn');

const SIZE = { small: 'small', medium: 'middle', large: 'large' } as const;

/** Hands the context-bound message/modal/notification APIs to the request layer. */
function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
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
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
