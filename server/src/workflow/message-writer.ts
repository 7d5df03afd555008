import type { Insertable, Transaction } from 'kysely';
import { LIVE_CHANNELS, type TAppliesSignal, type TMessagesSignal } from '@ftown/domain/live/live.schemas';
import { smsNoticeOf, workflowMessages, type SmsNotice, type WorkflowEvent } from '@ftown/domain/messages/workflow-messages';
import type { DB, MessagesTable } from '../db/schema.ts';
import type { Notify } from '../plugins/notify.ts';

export type Publisher = Pick<Notify, 'publish'>;

type NewMessage = Insertable<MessagesTable>;

export const insertMessages = (trx: Transaction<DB>, rows: readonly NewMessage[]) => trx.insertInto('messages').values([...rows]).execute();

/** Tells every process, when `trx` commits, whose unread totals changed (nothing if it rolls back). */
export const signalUnread = (trx: Transaction<DB>, notify: Publisher, uids: readonly number[]) =>
  notify.publish(LIVE_CHANNELS.messages, { uids: [...new Set(uids)] } satisfies TMessagesSignal, trx);

/**
 * Tells every process, when `trx` commits, that an application moved: each sends its id and new state to the
 * streams it holds of the users who may see it, so their screens refresh what shows it.
 */
export const signalApplyChanged = (trx: Transaction<DB>, notify: Publisher, change: TAppliesSignal['applies'][number]) =>
  notify.publish(LIVE_CHANNELS.applies, { applies: [change] } satisfies TAppliesSignal, trx);

/** Inserts messages in the caller's transaction and signals their receivers on commit. */
export const writeMessages = async (trx: Transaction<DB>, notify: Publisher, rows: readonly Omit<NewMessage, 'createdAt'>[], at: Date) => {
  if (rows.length === 0) return;
  await insertMessages(trx, rows.map((r) => ({ ...r, createdAt: at })));
  await signalUnread(trx, notify, rows.map((r) => r.receiverId));
};

/**
 * Everything a workflow step sends besides its flow record, in the step's transaction: its messages, and the
 * signal that queues changed, so every process recomputes the staff badges of the streams it holds.
 */
export const recordWorkflowEvent = async (trx: Transaction<DB>, notify: Publisher, event: WorkflowEvent, at: Date) => {
  await writeMessages(trx, notify, workflowMessages(event), at);
  const notice = smsNoticeOf(event);
  if (notice !== null) await queueSmsNotice(trx, notify, event.apply.applicantId, notice, at);
  await notify.publish(LIVE_CHANNELS.notices, {}, trx);
};

/** Wakes the SMS notice senders of every process when the step commits (sms-notices.ts). */
export const SMS_NOTICES_CHANNEL = 'sms_notices';

/** Queues an SMS notice (a step's, domain smsNoticeOf, or a stage clock's) for the user's mobile, if they have one. */
export const queueSmsNotice = async (trx: Transaction<DB>, notify: Publisher, userId: number, notice: SmsNotice, at: Date) => {
  const user = await trx.selectFrom('users').select('mobile').where('id', '=', userId).executeTakeFirst();
  if (!user?.mobile) return;
  await trx.insertInto('smsNotices').values({ mobile: user.mobile, ...notice, createdAt: at, nextAt: at }).execute();
  await notify.publish(SMS_NOTICES_CHANNEL, {}, trx);
};
