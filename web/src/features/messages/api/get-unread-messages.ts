import { queryOptions, useQuery } from '@tanstack/react-query';
import { LITEMSG_CALLS, ZMessageListResponse } from '@ftown/domain/messages/messages.schemas';
import { request } from '@/lib/request';
import { messageKeys } from './keys';

/** GET getUnReadMsgByReceiver: the caller's newest unread messages (the drawer asks for UNREAD_DRAWER_MAX). */
export const getUnreadMessages = async (size: number, signal?: AbortSignal) =>
  ZMessageListResponse.shape.data.parse(
    await request<unknown>(LITEMSG_CALLS.getUnReadMsgByReceiver.path, { params: { receiver: 0, size }, signal }),
  );

export const unreadMessagesQueryOptions = (size: number) =>
  queryOptions({ queryKey: messageKeys.unread(size), queryFn: ({ signal }) => getUnreadMessages(size, signal), staleTime: 0 });

export const useUnreadMessages = (size: number, enabled = true) => useQuery({ ...unreadMessagesQueryOptions(size), enabled });
