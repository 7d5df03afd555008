import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { smsNoticeText } from '@ftown/domain/messages/workflow-messages';
import { NOTICE_TEMPLATES, type SmsTransport } from '../auth/sms-transport.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Notify } from '../plugins/notify.ts';
import { SMS_NOTICES_CHANNEL } from './message-writer.ts';
import { createSerialPass } from './serial-pass.ts';

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** Retries wait 2, 4, 8, 16 minutes; a claimed notice whose sender died is retried the same way. */
const retryDelayMs = (attempts: number) => 2 ** attempts * 60_000;

export type SmsNoticeDeps = { db: Kysely<DB>; sms: SmsTransport; clock: Clock; log: FastifyBaseLogger };

/**
 * Sends the notices that are due. Each is claimed before it is sent, in one statement that counts the attempt and
 * moves it out of reach until its retry time (rows another process is claiming are skipped), so every process
 * may run this at once and a notice still goes out once. Returns how many were sent.
 */
export const sendDueSmsNotices = async ({ db, sms, clock, log }: SmsNoticeDeps): Promise<number> => {
  const now = clock.now();
  const claimed = await db
    .updateTable('smsNotices')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), nextAt: new Date(now.getTime() + retryDelayMs(1)) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('smsNotices')
        .select('id')
        .where('sentAt', 'is', null)
        .where('nextAt', '<=', now)
        .where('attempts', '<', MAX_ATTEMPTS)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'mobile', 'audience', 'name', 'result', 'attempts'])
    .execute();
  let sent = 0;
  for (const notice of claimed) {
    try {
      const { audience, name, result } = notice;
      await sms.send({ mobile: notice.mobile, text: smsNoticeText({ audience, name, result }), template: { kind: NOTICE_TEMPLATES[audience], name, result } });
      await db.updateTable('smsNotices').set({ sentAt: clock.now(), lastError: null }).where('id', '=', notice.id).execute();
      sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ smsNotice: notice.id, attempts: notice.attempts, reason }, 'SMS notice not sent; it will be retried');
      const nextAt = new Date(now.getTime() + retryDelayMs(notice.attempts));
      await db.updateTable('smsNotices').set({ lastError: reason.slice(0, 500), nextAt }).where('id', '=', notice.id).execute();
    }
  }
  return sent;
};

/**
 * Sends notices when a step commits (the channel wakes every process; the claim keeps it to one send) and retries
 * failed ones every minute. Runs one pass at a time: a wake-up during a pass makes one more pass after it.
 */
export const startSmsNoticeSender = async (deps: SmsNoticeDeps & { notify: Pick<Notify, 'subscribe'>; intervalMs?: number }) => {
  const { pass, settled } = createSerialPass(
    () => sendDueSmsNotices(deps),
    (error) => deps.log.error({ err: error }, 'SMS notice pass failed'),
  );
  const unsubscribe = await deps.notify.subscribe(SMS_NOTICES_CHANNEL, () => void pass());
  const timer = setInterval(() => void pass(), deps.intervalMs ?? 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await unsubscribe();
      await settled();
    },
  };
};
