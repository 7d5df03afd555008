import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LITEMSG_CALLS } from '@ftown/domain/messages/messages.schemas';
import { callApi } from '@/lib/call-api';
import { messageKeys, type PageQuery } from './keys';

/** GET selectAllByReceiver: one page of a centre's messages, newest first, paged in the database. */
export const getMessagePage = ({ page, size, genre, unreadOnly }: PageQuery, signal?: AbortSignal) =>
  callApi(LITEMSG_CALLS.selectAllByReceiver, { page, size, genre, readed: unreadOnly ? 0 : undefined }, { signal });

export const messagePageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: messageKeys.page(query),
    queryFn: ({ signal }) => getMessagePage(query, signal),
    staleTime: 0,
    // The table keeps the rows it shows while the next page loads instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useMessagePage = (query: PageQuery) => useQuery(messagePageQueryOptions(query));
