import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TStageClock } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { TIME_LIMIT_CALLS } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { calendarOf } from '@ftown/domain/time-limits/calendar';
import { readClock, type ClockReading, type StoredClock } from '@ftown/domain/time-limits/clock';
import { callApi } from './call-api';

/** The calendar and limits change a few times a year; every clock on screen reads them from this one query. */
export const timeSettingsKey = ['time-settings'] as const;

export const useTimeSettings = (enabled = true) =>
  useQuery({
    queryKey: timeSettingsKey,
    enabled,
    queryFn: ({ signal }) => callApi(TIME_LIMIT_CALLS.getTimeSettings, {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });

const storedOf = (c: TStageClock): StoredClock => ({
  stage: c.stage,
  limitDays: c.limitDays,
  spentMs: c.spentMs,
  startedAt: c.startedAt === null ? null : Date.parse(c.startedAt),
  amberAt: c.amberAt === null ? null : Date.parse(c.amberAt),
  overdueAt: c.overdueAt === null ? null : Date.parse(c.overdueAt),
});

/** Clocks tick by the minute, the finest unit they show. */
const TICK_MS = 60_000;

/**
 * Reads stage clocks as of now with the shared calendar (domain readClock, the server's rule), re-reading every
 * minute so a row turns amber or red while the page is open. Null until the calendar has loaded.
 */
export const useClockReader = (enabled = true): ((clock: TStageClock | null) => ClockReading | null) => {
  const settings = useTimeSettings(enabled);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const calendar = useMemo(() => (settings.data ? calendarOf(settings.data.days) : null), [settings.data]);
  return (clock) => (clock === null || calendar === null ? null : readClock(calendar, storedOf(clock), now));
};
