import { Card, Empty } from 'antd';
import { MESSAGE_TEXTS, type MessageGenre } from '@ftown/domain/messages/messages.schemas';
import { LoadFailed } from '@/components/load-failed';
import { useUnreadMessages } from '../api/get-unread-messages';
import { CentreLink } from './centre-link';
import { MessageItem, MessageList } from './message-list';

const HOME_LIST_SIZE = 5;

/** A home page's newest unread messages, a few of them, with the way to the centre that holds them all. */
export function UnreadMessagesCard({ genre }: { genre: MessageGenre }) {
  const query = useUnreadMessages(HOME_LIST_SIZE);
  return (
    <Card title="未读消息" loading={query.isPending} extra={<CentreLink genre={genre}>进入消息中心</CentreLink>}>
      {query.isError ? (
        <LoadFailed title="未读消息加载失败" error={query.error} onRetry={() => query.refetch()} status="warning" />
      ) : (query.data ?? []).length === 0 ? (
        <Empty description={MESSAGE_TEXTS.empty} />
      ) : (
        <MessageList>
          {query.data?.map((m) => <MessageItem key={m.id} message={m} brief />)}
        </MessageList>
      )}
    </Card>
  );
}
