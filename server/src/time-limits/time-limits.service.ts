import type { Kysely, Transaction } from 'kysely';
import type { TOverdueRow, TSaveCalendarYear, TTimeSettings } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { rescheduled, type ClockSettings } from '@ftown/domain/time-limits/clock';
import type { ClockStage, StageLimits } from '@ftown/domain/time-limits/limits';
import { CENTRE_DEPARTMENTS, STAGE_INFO } from '@ftown/domain/review/stages';
import { STAGE_RULES } from '@ftown/domain/review/workflow';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import type { ClockSettingsSource, LoadedSettings } from '../workflow/clock-settings.ts';
import type { Publisher } from '../workflow/message-writer.ts';
import { clockOfRow, columnsOfClock, wireClockOf, type ClockColumns } from '../workflow/stage-clock.ts';
import { LIVE_CHANNELS } from '@ftown/domain/live/live.schemas';
import * as repo from './time-limits.repository.ts';

export type TimeLimitsServiceDeps = { db: Kysely<DB>; clock: Clock; settings: ClockSettingsSource; notify: Publisher };
export type TimeLimitsService = ReturnType<typeof createTimeLimitsService>;

const wireSettings = (s: LoadedSettings): TTimeSettings => ({ limits: { ...s.limits }, days: s.days });

/** Who has an overdue application: the examiner assigned at an assigned stage, otherwise the department owning the stage. */
const holderOf = (stage: ClockStage, r: { govExaminer: string | null; statuteExaminer: string | null }): string => {
  if (stage === 'examine') return '待受理岗';
  const { centre } = STAGE_INFO[stage];
  const examiner = centre === 'government' ? r.govExaminer : centre === 'statute' ? r.statuteExaminer : null;
  return STAGE_RULES[stage].assignedOnly && examiner !== null ? examiner : CENTRE_DEPARTMENTS[centre];
};

/** Recomputes the given clocks under `settings` and writes the ones that changed. */
const reschedule = async (trx: Transaction<DB>, settings: ClockSettings, rows: readonly (ClockColumns & { id: number })[]) => {
  const changed = rows.flatMap((row) => {
    const next = { id: row.id, ...columnsOfClock(rescheduled(settings, clockOfRow(row))) };
    return JSON.stringify(next) === JSON.stringify({ id: row.id, ...columnsOfClock(clockOfRow(row)) }) ? [] : [next];
  });
  await repo.writeClocks(trx, changed);
  return changed.length;
};

/**
 * The stage limits and the working-day calendar (issue 14): everyone reads them to show clocks; an
 * administrator changes them, and every clock is rescheduled in the same transaction, so queues, counts and the
 * overdue list agree with the new settings the moment they commit.
 */
export const createTimeLimitsService = ({ db, clock, settings, notify }: TimeLimitsServiceDeps) => {
  const change = (write: (trx: Transaction<DB>) => Promise<void>) =>
    db.transaction().execute(async (trx) => {
      await repo.bumpSettingsVersion(trx);
      await write(trx);
      const next = await settings.inTransaction(trx);
      await reschedule(trx, next, await repo.lockClocks(trx));
      // The overdue counts of the sidebar badges may have changed.
      await notify.publish(LIVE_CHANNELS.notices, {}, trx);
      return wireSettings(next);
    });

  return {
    async getTimeSettings(): Promise<TTimeSettings> {
      return wireSettings(await settings.current(db));
    },

    saveStageLimits: (limits: StageLimits) => change((trx) => repo.replaceLimits(trx, limits)),

    saveCalendarYear: (input: TSaveCalendarYear) => change((trx) => repo.replaceCalendarYear(trx, input.year, input.days)),

    async getOverdueApplies(): Promise<TOverdueRow[]> {
      const rows = await repo.overdueApplies(db, clock.now());
      return rows.flatMap((r) => {
        const wire = wireClockOf(r);
        if (wire === null) return [];
        return [{ id: r.id, name: r.name !== '' ? r.name : r.enterpriseName, unicodes: r.unicodes, stage: wire.stage, clock: wire, holder: holderOf(wire.stage, r) }];
      });
    },

    /**
     * Gives waiting applications without a clock one, and running clocks without instants their instants. A level
     * such a clock had reached before it existed counts as told: nobody knew of the clock, and an upgrade should
     * not send a notice for every application already late (clock-notices.ts tells of the levels still to come).
     */
    async scheduleMissing(): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const current = await settings.inTransaction(trx);
        await repo.startMissingClocks(trx);
        const unscheduled = await repo.lockUnscheduledClocks(trx);
        const changed = await reschedule(trx, current, unscheduled);
        await repo.markReachedAsTold(trx, unscheduled.map((r) => r.id), clock.now());
        return changed;
      });
    },
  };
};
