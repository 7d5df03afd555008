import { useState } from 'react';
import { Button, Drawer, Empty, Flex } from 'antd';
import {
  MESSAGE_TEXTS,
  UNREAD_DRAWER_MAX,
  type MessageGenre,
  type TMessage,
} from '@ftown/domain/messages/messages.schemas';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { useUnreadMessages } from '../api/get-unread-messages';
import { CentreLink } from './centre-link';
import { MessageItem, MessageList } from './message-list';
import { useRunAction } from './use-run-action';

type Props = { genre: MessageGenre; onClose: () => void };

/**
 * The drawer's content, mounted only while it is open, so each opening loads the newest unread messages afresh
 * and starts with nothing handled. It closes itself once every message it lists has been read or removed.
 */
function UnreadList({ genre, onClose }: Props) {
  const query = useUnreadMessages(UNREAD_DRAWER_MAX);
  const [handled, setHandled] = useState<ReadonlySet<number>>(new Set());
  const read = useRunAction('read', 'single');
  const remove = useRunAction('delete', 'single');
  const shown = (query.data ?? []).filter((m) => !handled.has(m.id));

  const act = async (run: (messages: TMessage[]) => Promise<number>, target: TMessage) => {
    if ((await run([target])) === 0) return;
    const next = new Set(handled).add(target.id);
    setHandled(next);
    if (shown.every((m) => next.has(m.id))) onClose();
  };

  if (query.isPending) return <PageLoading tip="正在加载未读消息…" />;
  if (query.isError)
    return <LoadFailed title="未读消息加载失败" error={query.error} onRetry={() => query.refetch()} />;

  return (
    <Flex vertical gap={12}>
      {shown.length === 0 ? (
        <Empty description={MESSAGE_TEXTS.empty} />
      ) : (
        <MessageList>
          {shown.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              actions={
                <>
                  <Button size="small" loading={read.pending} onClick={() => void act(read.run, m)}>
                    标为已读
                  </Button>
                  <Button size="small" danger loading={remove.pending} onClick={() => void act(remove.run, m)}>
                    删除
                  </Button>
                </>
              }
            />
          ))}
        </MessageList>
      )}
      <CentreLink genre={genre} onClick={onClose}>
        查看全部消息
      </CentreLink>
    </Flex>
  );
}

/** The message drawer (spec section 2): opens on the bell, shows up to 2 unread messages, closes on an outside click. */
export function MessageDrawer({ open, ...props }: Props & { open: boolean }) {
  return (
    <Drawer title="未读消息" open={open} onClose={props.onClose} size={360} destroyOnHidden>
      <UnreadList {...props} />
    </Drawer>
  );
}
