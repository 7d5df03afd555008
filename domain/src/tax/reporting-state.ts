import { FIRST_REPORT_YEAR, fromQuarterIndex, lastFinishedQuarter, quarterIndex, quarterOf, type YearQuarter } from './quarters.ts';

/**
 * Where an enterprise stands with its quarterly reports (issue 12). One function, used by the company's
 * reporting page, the applicant's home, the staff overview and the register, so they never disagree.
 *
 * - Quarters are due from the quarter the enterprise settled in (已入驻, park time) up to the last quarter that
 *   has ended; the settlement quarter itself is due: the enterprise was in the park during it.
 * - Quarters before 2015 are never due (the park's reporting began then).
 * - `filed` are the due quarters that have a report; `missing` the due quarters without one; so
 *   filed + missing = due, each oldest first. A report for a quarter before settlement (only old data can
 *   hold one: the server refuses such filings) is neither due nor filed: it stays in the list of reports.
 * - An enterprise that has not settled has nothing due.
 */
export type ReportingState = { due: YearQuarter[]; filed: YearQuarter[]; missing: YearQuarter[] };

/** The first quarter an enterprise settled at `settledAt` must report: its settlement quarter (or 2015 Q1). */
export const firstDueQuarter = (settledAt: Date): YearQuarter =>
  fromQuarterIndex(Math.max(quarterIndex(quarterOf(settledAt)), FIRST_REPORT_YEAR * 4));

export const reportingStateOf = ({
  settledAt,
  filed,
  now,
}: {
  settledAt: Date | null;
  filed: readonly YearQuarter[];
  now: Date;
}): ReportingState => {
  if (settledAt === null) return { due: [], filed: [], missing: [] };
  const from = quarterIndex(firstDueQuarter(settledAt));
  const to = quarterIndex(lastFinishedQuarter(now));
  const done = new Set(filed.map(quarterIndex));
  const state: ReportingState = { due: [], filed: [], missing: [] };
  for (let i = from; i <= to; i++) {
    const q = fromQuarterIndex(i);
    state.due.push(q);
    (done.has(i) ? state.filed : state.missing).push(q);
  }
  return state;
};

/** Whether an enterprise settled at `settledAt` may file `q`: not before its settlement quarter. */
export const isBeforeSettlement = (q: YearQuarter, settledAt: Date): boolean =>
  quarterIndex(q) < quarterIndex(quarterOf(settledAt));
