/**
 * Reporting quarters (spec sections 5 and 9, DESIGN section 6). A quarter can be reported once it has
 * ended, in the park's time zone: "no future quarter" means no quarter that is still running or to come.
 */
export const TAX_QUARTERS = [1, 2, 3, 4] as const;

/** The earliest year a report may be filed for: the park's reporting began then. */
export const FIRST_REPORT_YEAR = 2015;

export type YearQuarter = { reportYear: number; reportQuarter: number };

export const quarterLabel = (quarter: number): string => `${quarter}季度`;

export const yearQuarterLabel = ({ reportYear, reportQuarter }: YearQuarter): string =>
  `${reportYear}年${quarterLabel(reportQuarter)}`;

/** The park keeps China Standard Time (UTC+8, no daylight saving), whatever the server's zone. */
const PARK_OFFSET_MS = 8 * 60 * 60_000;

/** The quarter a moment falls in, in park time. */
export const quarterOf = (at: Date): YearQuarter => {
  const local = new Date(at.getTime() + PARK_OFFSET_MS);
  return { reportYear: local.getUTCFullYear(), reportQuarter: Math.floor(local.getUTCMonth() / 3) + 1 };
};

/** Quarters as one increasing integer, so ranges and comparisons are plain arithmetic. */
export const quarterIndex = ({ reportYear, reportQuarter }: YearQuarter): number => reportYear * 4 + (reportQuarter - 1);

export const fromQuarterIndex = (index: number): YearQuarter => ({
  reportYear: Math.floor(index / 4),
  reportQuarter: (index % 4) + 1,
});

export const previousQuarter = (q: YearQuarter): YearQuarter => fromQuarterIndex(quarterIndex(q) - 1);

/** The latest quarter that has ended at `now`: the last one that may be reported. */
export const lastFinishedQuarter = (now: Date): YearQuarter => previousQuarter(quarterOf(now));

export const isReportableQuarter = (q: YearQuarter, now: Date): boolean =>
  quarterIndex(q) <= quarterIndex(lastFinishedQuarter(now)) && q.reportYear >= FIRST_REPORT_YEAR;
