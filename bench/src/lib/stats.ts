import { readFileSync } from 'node:fs';

/** Nearest-rank percentile of values sorted ascending; 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export const round1 = (ms: number): number => Math.round(ms * 10) / 10;

export type Spread = { p50: number; p95: number; p99: number; max: number };

/** p50, p95, p99 and max in milliseconds to 0.1 ms. */
export const spread = (values: readonly number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
  };
};

/** CPU time (user and system) a process has used so far, in ms, from /proc (clock ticks of 10 ms). */
export const cpuMsOf = (pid: number): number => {
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
