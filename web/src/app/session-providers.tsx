import { useEffect, type ReactNode } from 'react';
import { App } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider } from '@tanstack/react-query';
import { registerAppFeedback } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';

dayjs.locale('zh-cn');

/** Hands the context-bound message/modal APIs of <App> to the request layer while a layout is shown. */
function AppFeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    registerAppFeedback({ message, modal });
    return () => registerAppFeedback(null);
  }, [message, modal]);
  return null;
}

/**
 * Notes on screen at once, the oldest giving way: an applicant who picks eighteen files gets a note for each, and
 * a stack of them covered the page's search and table.
 */
const MESSAGE_CONFIG = { maxCount: 3 };

/**
 * What the signed-in layouts need and the login screen does not: antd <App> (message, modal and
 * notification through App.useApp), the query cache and the dayjs locale of the date pickers. Loaded with
 * the layouts so the first screen stays within its budget (DESIGN section 8).
 */
export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <App message={MESSAGE_CONFIG}>
      <AppFeedbackBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </App>
  );
}
