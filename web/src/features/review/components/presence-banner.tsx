import { useState } from 'react';
import { Alert, App, Button } from 'antd';
import type { TPresence } from '@ftown/domain/review/api/presence.schemas';
import { PRESENCE_TEXT } from '@ftown/domain/review/presence';
import { useSessionStore } from '@/stores/session-store';
import { useTakeOver } from '../api/presence';

type Props = { presence: TPresence | undefined };

/**
 * The examine view's line about who examines the application: "黄磊 正在审核" with 接手审核 for a caller who decides
 * there, or, for the examiner someone took it over from, who did and that the page is now read-only. Nothing while
 * the caller holds it or nobody does.
 */
export function PresenceBanner({ presence }: Props) {
  const uid = useSessionStore((s) => s.session?.uid);
  const { modal, message } = App.useApp();
  const takeOver = useTakeOver(presence?.apply ?? 0);
  const holder = presence?.holder ?? null;
  const mine = holder !== null && holder.id === uid;
  // Whether this view held it and then saw someone else hold it: the change is noticed as it renders.
  const [wasMine, setWasMine] = useState(mine);
  const [displaced, setDisplaced] = useState(false);
  if (mine !== wasMine) {
    setWasMine(mine);
    setDisplaced(!mine && holder !== null);
  }
  if (presence === undefined || holder === null || mine) return null;

  const confirm = () =>
    modal.confirm({
      title: PRESENCE_TEXT.confirmTitle,
      content: PRESENCE_TEXT.confirmBody(holder.name),
      okText: PRESENCE_TEXT.takeOver,
      cancelText: '取消',
      onOk: async () => {
        await takeOver.mutateAsync();
        void message.success(PRESENCE_TEXT.tookOver);
      },
    });

  return (
    <Alert
      type={displaced ? 'warning' : 'info'}
      showIcon
      title={displaced ? PRESENCE_TEXT.takenOver(holder.name) : PRESENCE_TEXT.examining(holder.name)}
      action={
        presence.decides && (
          <Button size="small" onClick={confirm}>
            {PRESENCE_TEXT.takeOver}
          </Button>
        )
      }
    />
  );
}
