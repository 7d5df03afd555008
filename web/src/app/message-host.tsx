import { useEffect } from 'react';
import useMessage from 'antd/es/message/useMessage';
import { registerHostMessage } from '@/lib/feedback';

/** The toasts of pages without a layout, mounted inside the theme provider the first time one is shown. */
export default function MessageHost() {
  const [message, holder] = useMessage();
  useEffect(() => {
    registerHostMessage(message);
    return () => registerHostMessage(null);
  }, [message]);
  return holder;
}
