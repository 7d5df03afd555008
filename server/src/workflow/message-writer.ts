import type { Insertable, Transaction } from 'kysely';
import { LIVE_CHANNELS, type TAppliesSignal, type TMessagesSignal, type TNoticesSignal } from '@ftown/domain/live/live.schemas';
import { smsNoticeOf, workflowMessages, type SmsNotice, type WorkflowEvent } from '@ftown/domain/messages/workflow-messages';
import type { DB, MessagesTable } from '../db/schema.ts';
import type { Note, Notify, Write } from '../plugins/notify.ts';

export type Publisher = Pick<Notify, 'publish' | 'publishAll'>;

type NewMessage = Insertable<MessagesTable>;

const messagesInsert = (trx: Transaction<DB>, rows: readonly NewMessage[]) => trx.insertInto('messages').values([...rows]);

export const insertMessages = (trx: Transaction<DB>, rows: readonly NewMessage[]) => messagesInsert(trx, rows).execute();

/** Tells every process whose unread totals changed. */
const unreadNote = (uids: readonly number[]): Note => ({ channel: LIVE_CHANNELS.messages, payload: { uids: [...new Set(uids)] } satisfies TMessagesSignal });

/** Tells every process, when `trx` commits, whose unread totals changed (nothing if it rolls back). */
export const signalUnread = (trx: Transaction<DB>, notify: Publisher, uids: readonly number[]) => notify.publishAll([unreadNote(uids)], trx);

/**
 * Tells every process that an application moved: each sends its id and new state to the streams it holds of the
 * users who may see it, so their screens refresh what shows it.
 */
export const applyChangedNote = (change: TAppliesSignal['applies'][number]): Note => ({
  channel: LIVE_CHANNELS.applies,
  payload: { applies: [change] } satisfies TAppliesSignal,
});

/** The insert of messages sent at `at`, and the notification that tells their receivers; nothing for no rows. */
const messagesWrite = (trx: Transaction<DB>, rows: readonly Omit<NewMessage, 'createdAt'>[], at: Date): { writes: Write[]; notes: Note[] } =>
  rows.length === 0
    ? { writes: [], notes: [] }
    : { writes: [messagesInsert(trx, rows.map((r) => ({ ...r, createdAt: at })))], notes: [unreadNote(rows.map((r) => r.receiverId))] };

/** Inserts messages in the caller's transaction and signals their receivers on commit, in one statement. */
export const writeMessages = async (trx: Transaction<DB>, notify: Publisher, rows: readonly Omit<NewMessage, 'createdAt'>[], at: Date) => {
  const { writes, notes } = messagesWrite(trx, rows, at);
  await notify.publishAll(notes, trx, writes);
};

/**
 * Everything a workflow step sends besides its flow record, in the step's transaction: its messages, and the
 * signal that queues changed, so every process recomputes the staff badges of the streams it holds; the signal
 * carries when the step's clock next falls due (`clockDue`), so the notice schedulers plan on it without a pass.
 * Its notifications, the caller's `more`, its messages and the caller's `writes` (the step's audit row, a
 * submission's version) go out in one statement, delivered on commit.
 */
export const recordWorkflowEvent = async (
  trx: Transaction<DB>,
  notify: Publisher,
  event: WorkflowEvent,
  at: Date,
  clockDue: number | null,
  more: readonly Note[] = [],
  writes: readonly Write[] = [],
) => {
  const messages = messagesWrite(trx, workflowMessages(event), at);
  const notes = [...messages.notes];
  const notice = smsNoticeOf(event);
  if (notice !== null && (await insertSmsNotice(trx, event.apply.applicantId, notice, at))) notes.push(smsNoticesNote);
  const noticesNote: Note = { channel: LIVE_CHANNELS.notices, payload: { clockDue } satisfies TNoticesSignal };
  await notify.publishAll([...notes, noticesNote, ...more], trx, [...writes, ...messages.writes]);
};

/** Wakes the SMS notice senders of every process when the step commits (sms-notices.ts). */
export const SMS_NOTICES_CHANNEL = 'sms_notices';

const smsNoticesNote: Note = { channel: SMS_NOTICES_CHANNEL, payload: {} };

/** Queues an SMS notice for the user's mobile, if they have one; whether it did. */
const insertSmsNotice = async (trx: Transaction<DB>, userId: number, notice: SmsNotice, at: Date) => {
  const user = await trx.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirst();
  if (!user?.mobile) return false;
  await trx.insertInto('smsNotices').values({ mobile: user.mobile, ...notice, createdAt: at, nextAt: at }).execute();
  return true;
};

/** Queues an SMS notice (a stage clock's) for the user's mobile, if they have one, and wakes the senders on commit. */
export const queueSmsNotice = async (trx: Transaction<DB>, notify: Publisher, userId: number, notice: SmsNotice, at: Date) => {
  if (await insertSmsNotice(trx, userId, notice, at)) await notify.publishAll([smsNoticesNote], trx);
};
