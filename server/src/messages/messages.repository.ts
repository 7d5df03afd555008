import type { Kysely, Transaction } from 'kysely';
import type { MessageGenre } from '@ftown/domain/messages/messages.schemas';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

const MESSAGE_COLUMNS = ['id', 'subject', 'body', 'genre', 'applyId', 'readed', 'createdAt'] as const;

export type MessageFilter = { genre?: MessageGenre | undefined; readed?: 0 | 1 | undefined };

/** A receiver's messages; messages_receiver_idx (or messages_unread_idx for unread ones) serves filter and order. */
const ofReceiver = (db: Executor, receiverId: number, filter: MessageFilter) =>
  db
    .selectFrom('messages')
    .where('receiverId', '=', receiverId)
    .$if(filter.genre !== undefined, (qb) => qb.where('genre', '=', filter.genre as MessageGenre))
    .$if(filter.readed !== undefined, (qb) => qb.where('readed', '=', filter.readed as 0 | 1));

/** Newest first (ids grow with time). */
export const listMessages = (db: Executor, receiverId: number, filter: MessageFilter, page: { limit: number; offset: number }) =>
  ofReceiver(db, receiverId, filter).select(MESSAGE_COLUMNS).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();

export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

export const countMessages = async (db: Executor, receiverId: number, filter: MessageFilter) =>
  Number((await ofReceiver(db, receiverId, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Marks the receiver's unread ones among `ids` read; returns how many changed (others' ids and read ones do not count). */
export const markRead = async (trx: Transaction<DB>, receiverId: number, ids: readonly number[]) =>
  Number(
    (
      await trx
        .updateTable('messages')
        .set({ readed: 1 })
        .where('receiverId', '=', receiverId)
        .where('id', 'in', ids)
        .where('readed', '=', 0)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

/** Deletes the receiver's messages among `ids`; returns whether each deleted one was unread. */
export const deleteMessages = (trx: Transaction<DB>, receiverId: number, ids: readonly number[]) =>
  trx.deleteFrom('messages').where('receiverId', '=', receiverId).where('id', 'in', ids).returning('readed').execute();
