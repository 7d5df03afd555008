import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { LIVE_CHANNELS, ZNoticesSignal } from '@ftown/domain/live/live.schemas';
import { clockMessages, clockSmsNotices, type ClockEvent } from '@ftown/domain/messages/clock-messages';
import { NOTICE_LEVELS, readClock } from '@ftown/domain/time-limits/clock';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { Notify } from '../plugins/notify.ts';
import type { ClockSettingsSource } from '../workflow/clock-settings.ts';
import { createDueTimer } from '../workflow/due-timer.ts';
import { queueSmsNotice, writeMessages, type Publisher } from '../workflow/message-writer.ts';
import { createSerialPass } from '../workflow/serial-pass.ts';
import { clockOfRow } from '../workflow/stage-clock.ts';
import * as repo from './time-limits.repository.ts';

/** Clocks told of per transaction: a backlog after downtime goes out in several, none holding many row locks. */
const BATCH = 100;

export type ClockNoticeDeps = { db: Kysely<DB>; notify: Publisher; clock: Clock; settings: ClockSettingsSource };

/** One batch: claims the due clocks and tells of them in the same transaction. Returns how many it claimed. */
const tellBatch = ({ db, notify, settings }: ClockNoticeDeps, now: Date) =>
  db.transaction().execute(async (trx) => {
    const claimed = await repo.claimDueClockNotices(trx, now, BATCH);
    if (claimed.length === 0) return 0;
    const { calendar } = await settings.inTransaction(trx);
    const names = new Map((await repo.applyNames(trx, claimed.map((r) => r.id))).map((r) => [r.id, r.name !== '' ? r.name : r.enterpriseName]));
    const events = claimed.flatMap((row): ClockEvent[] => {
      const reading = readClock(calendar, clockOfRow(row), now.getTime());
      if (reading === null) return [];
      return [
        {
          apply: { id: row.id, name: names.get(row.id) ?? '', applicantId: row.createdBy },
          assignees: { government: row.govExaminerId, statute: row.statuteExaminerId },
          level: row.clockNotified === NOTICE_LEVELS.overdue ? 'overdue' : 'amber',
          reading,
        },
      ];
    });
    await writeMessages(trx, notify, events.flatMap(clockMessages), now);
    for (const { receiverId, notice } of events.flatMap(clockSmsNotices)) await queueSmsNotice(trx, notify, receiverId, notice, now);
    return claimed.length;
  });

/**
 * Tells the applicant and the examiner holding each application whose clock entered the amber band or went
 * overdue (issue 14): a message, which arrives live, and an SMS to each through the notice outbox. Each
 * level once per stage visit, whichever process gets there first. Returns how many clocks were told of.
 */
export const sendDueClockNotices = async (deps: ClockNoticeDeps): Promise<number> => {
  const now = deps.clock.now();
  let told = 0;
  for (;;) {
    const n = await tellBatch(deps, now);
    told += n;
    if (n < BATCH) return told;
  }
};

/**
 * Runs the notices when they fall due: at start, just after the next amber or overdue instant, and whenever
 * something may have moved a clock. A workflow step's signal says when its clock next falls due: an instant
 * still to come only brings the timer forward, so a burst of steps costs no pass (each pass is a claim and two
 * reads); one already come, or a signal without an instant (a settings change), runs a pass. Plans only ever
 * bring the timer forward, so an instant signalled while a pass reads the next one is not dropped by its plan;
 * a timer left early by clocks that moved later costs one pass that finds nothing and plans on.
 */
export const startClockNoticeScheduler = async (deps: ClockNoticeDeps & { notify: Notify; log: FastifyBaseLogger }) => {
  const timer = createDueTimer(() => void pass());
  const { pass, settled } = createSerialPass(
    async () => {
      await sendDueClockNotices(deps);
      const now = deps.clock.now();
      timer.planEarlier(await repo.nextClockNoticeAt(deps.db, now), now);
    },
    (error) => deps.log.error({ err: error }, 'stage clock notice pass failed'),
  );
  const unsubscribe = await deps.notify.subscribe(LIVE_CHANNELS.notices, (payload) => {
    const signal = ZNoticesSignal.safeParse(payload);
    const due = signal.success ? signal.data.clockDue : undefined;
    if (due === null) return;
    const now = deps.clock.now();
    if (due === undefined || due <= now.getTime()) return void pass();
    timer.planEarlier(new Date(due), now);
  });
  void pass();
  return {
    stop: async () => {
      await unsubscribe();
      await settled();
      timer.stop();
    },
  };
};
