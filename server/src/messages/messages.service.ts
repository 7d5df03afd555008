import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MESSAGE_TEXTS,
  type TMessage,
  type TMessagePage,
  type ZAllByReceiverPageQuery,
  type ZBatchRequest,
  type ZUnreadQuery,
} from '@ftown/domain/messages/messages.schemas';
import { AppError } from '../app-error.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { DB } from '../db/schema.ts';
import { type Publisher, signalUnread } from '../workflow/message-writer.ts';
import * as repo from './messages.repository.ts';

export type MessagesService = ReturnType<typeof createMessagesService>;

type Batch = z.output<typeof ZBatchRequest>;
/** getAllByReceiver and getUnReadMsgByReceiver take the same query. */
type ListQuery = z.output<typeof ZUnreadQuery>;
type PageQuery = z.output<typeof ZAllByReceiverPageQuery>;

const toMessage = (r: repo.MessageRow): TMessage => ({
  id: r.id,
  subject: r.subject,
  body: r.body,
  addTime: r.createdAt.toISOString(),
  readed: r.readed,
  genre: r.genre,
  applyId: r.applyId,
});

/** `receiver` 0 is the caller; any other uid must be the caller's own: messages are only their receiver's. */
const receiverOf = (user: AuthUser, receiver: number): number => {
  if (receiver !== 0 && receiver !== user.id) throw new AppError('forbidden', MESSAGE_TEXTS.otherReceiver);
  return user.id;
};

const nothingToActOn = () => new AppError('notFound', MESSAGE_TEXTS.noUnread);

export const createMessagesService = ({ db, notify }: { db: Kysely<DB>; notify: Publisher }) => {
  const list = async (user: AuthUser, query: ListQuery, readed?: 0) =>
    (await repo.listMessages(db, receiverOf(user, query.receiver), { genre: query.genre, readed }, { limit: query.size, offset: 0 })).map(toMessage);

  return {
    /** Marks the caller's unread messages among `records` read; the count changed, at least 1 (else 404). */
    batchRead: (user: AuthUser, { records, receiver }: Batch): Promise<number> => {
      const uid = receiverOf(user, receiver);
      return db.transaction().execute(async (trx) => {
        const affect = await repo.markRead(trx, uid, records);
        if (affect === 0) throw nothingToActOn();
        await signalUnread(trx, notify, [uid]);
        return affect;
      });
    },

    /** Deletes the caller's messages among `records`, read or not; the count deleted, at least 1 (else 404). */
    batchDelete: (user: AuthUser, { records, receiver }: Batch): Promise<number> => {
      const uid = receiverOf(user, receiver);
      return db.transaction().execute(async (trx) => {
        const deleted = await repo.deleteMessages(trx, uid, records);
        if (deleted.length === 0) throw nothingToActOn();
        if (deleted.some((m) => m.readed === 0)) await signalUnread(trx, notify, [uid]);
        return deleted.length;
      });
    },

    /** The newest messages, read or not. */
    latest: (user: AuthUser, query: ListQuery): Promise<TMessage[]> => list(user, query),

    /** The newest unread messages (the bell's drawer asks for two). */
    unread: (user: AuthUser, query: ListQuery): Promise<TMessage[]> => list(user, query, 0),

    unreadTotal: async (user: AuthUser, receiver: number): Promise<{ total: number }> => ({
      total: await repo.countMessages(db, receiverOf(user, receiver), { readed: 0 }),
    }),

    /** A page of the caller's messages for the centres, newest first. */
    page: async (user: AuthUser, query: PageQuery): Promise<TMessagePage> => {
      const filter = { genre: query.genre, readed: query.readed };
      const [items, total] = await Promise.all([
        repo.listMessages(db, user.id, filter, { limit: query.size, offset: (query.page - 1) * query.size }),
        repo.countMessages(db, user.id, filter),
      ]);
      return { total, items: items.map(toMessage) };
    },
  };
};
