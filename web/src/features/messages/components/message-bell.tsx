import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { MessageGenre } from '@ftown/domain/messages/messages.schemas';
import { messageKeys } from '../api/keys';
import { useUnreadStore } from '../unread-store';
import { MessageDrawer } from './message-drawer';

/**
 * The bell of the top bars with the live unread count. Every layout has one, so it is also where a changed
 * count refreshes the message lists on screen (the drawer, the centres, the home card).
 */
export function MessageBell({ genre }: { genre: MessageGenre }) {
  const [open, setOpen] = useState(false);
  const unread = useUnreadStore((s) => s.unread);
  // Until the live feed's first total the count says nothing new: the lists on screen have fetched by themselves,
  // and refreshing them on mount only asked again (issue 15). That total refreshes them, catching what came in
  // between; one that arrived before the bell mounted is caught up on mount, as the lists may predate it.
  const counted = useUnreadStore((s) => s.seq > 0);
  const client = useQueryClient();

  useEffect(() => {
    if (counted) void client.invalidateQueries({ queryKey: messageKeys.all });
  }, [unread, counted, client]);

  return (
    <>
      <Button type="text" aria-label={`未读消息 ${unread} 条`} data-unread={unread} onClick={() => setOpen(true)}>
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
      <MessageDrawer genre={genre} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
