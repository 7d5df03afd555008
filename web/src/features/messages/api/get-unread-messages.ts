import { queryOptions, useQuery } from '@tanstack/react-query';
import { LITEMSG_CALLS } from '@ftown/domain/messages/messages.schemas';
import { callApi } from '@/lib/call-api';
import { messageKeys } from './keys';

/** GET getUnReadMsgByReceiver: the caller's newest unread messages (the drawer asks for UNREAD_DRAWER_MAX). */
export const getUnreadMessages = (size: number, signal?: AbortSignal) =>
  callApi(LITEMSG_CALLS.getUnReadMsgByReceiver, { receiver: 0, size }, { signal });

export const unreadMessagesQueryOptions = (size: number) =>
  queryOptions({ queryKey: messageKeys.unread(size), queryFn: ({ signal }) => getUnreadMessages(size, signal), staleTime: 0 });

export const useUnreadMessages = (size: number, enabled = true) => useQuery({ ...unreadMessagesQueryOptions(size), enabled });
