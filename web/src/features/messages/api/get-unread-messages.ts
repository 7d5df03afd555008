import { queryOptions, useQuery } from '@tanstack/react-query';
import { LITEMSG_CALLS } from '@ftown/domain/messages/messages.schemas';
import { callApi, type CallOptions } from '@/lib/call-api';
import { queryClient } from '@/lib/query-client';
import { messageKeys } from './keys';

/** How many of the newest unread messages a home page shows. */
export const HOME_UNREAD_SIZE = 5;

/** GET getUnReadMsgByReceiver: the caller's newest unread messages (the drawer asks for UNREAD_DRAWER_MAX). */
export const getUnreadMessages = (size: number, options: CallOptions = {}) =>
  callApi(LITEMSG_CALLS.getUnReadMsgByReceiver, { receiver: 0, size }, options);

export const unreadMessagesQueryOptions = (size: number) =>
  queryOptions({ queryKey: messageKeys.unread(size), queryFn: ({ signal }) => getUnreadMessages(size, { signal }), staleTime: 0 });

export const useUnreadMessages = (size: number, enabled = true) => useQuery({ ...unreadMessagesQueryOptions(size), enabled });

/**
 * A home's unread messages, asked for before the home renders (app/routes-preload.ts) with its summary: the card
 * then draws them in its first paint instead of a loading block the size of none of its states, whose swap moved
 * the cards below it (issue 15: layout shift). Silent, as the summary's is: the card's query reports a failure.
 */
export const prefetchHomeUnread = () =>
  queryClient.prefetchQuery({
    ...unreadMessagesQueryOptions(HOME_UNREAD_SIZE),
    queryFn: ({ signal }) => getUnreadMessages(HOME_UNREAD_SIZE, { signal, silent: true }),
  });
