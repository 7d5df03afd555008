import type { MessageGenre } from '@ftown/domain/messages/messages.schemas';

export type PageQuery = { page: number; size: number; genre: MessageGenre; unreadOnly: boolean };

/** Query keys of the messages feature: every call's options and every invalidation go through here. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: (size: number) => [...messageKeys.all, 'unread', size] as const,
  pages: () => [...messageKeys.all, 'page'] as const,
  page: (query: PageQuery) => [...messageKeys.pages(), query] as const,
  opinions: (apply: number, unicodes: string) => ['opinions', apply, unicodes] as const,
};
