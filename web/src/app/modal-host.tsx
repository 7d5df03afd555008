import { useEffect } from 'react';
import useModal from 'antd/es/modal/useModal';
import { registerHostModal } from '@/lib/feedback';

/** The dialogs of pages without a layout, mounted inside the theme provider the first time one is needed. */
export default function ModalHost() {
  const [modal, holder] = useModal();
  useEffect(() => {
    registerHostModal(modal);
    return () => registerHostModal(null);
  }, [modal]);
  return holder;
}
