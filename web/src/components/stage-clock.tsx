import { Flex, Typography } from 'antd';
import { formatElapsed } from '@ftown/domain/formats/elapsed';
import type { ClockLevel, ClockReading } from '@ftown/domain/time-limits/clock';
import { clockStageLabel } from '@ftown/domain/time-limits/limits';
import styles from './stage-clock.module.css';

/** The row class of a queue row by its clock: amber in the last fifth of the limit, red when over. */
export const clockRowClass = (reading: ClockReading | null): string =>
  reading === null || reading.level === 'normal' ? '' : styles[reading.level] ?? '';

const TEXT_TYPE: Record<ClockLevel, 'warning' | 'danger' | undefined> = { normal: undefined, amber: 'warning', overdue: 'danger' };

/**
 * A duration that breaks only between its units: in a 170 px column '已用 3天23小时41分钟' left '钟' alone on the
 * second line.
 */
function Duration({ ms }: { ms: number }) {
  const printed = formatElapsed(ms);
  return (printed.match(/\d+\D+/g) ?? [printed]).map((unit, i) => (
    <span key={i} className={styles.part}>
      {unit}
    </span>
  ));
}

const mainOf = (reading: ClockReading) => (
  <>
    {reading.remainingMs <= 0 ? '超期' : '剩余'} <Duration ms={Math.abs(reading.remainingMs)} />
  </>
);

/**
 * A stage clock on one line, for the applicant's compact progress: what is left (or how long it is overdue) and
 * what has been spent, coloured amber or red; a clock paused with the applicant says so. Until the calendar is in,
 * a dash holds the line, so the rows under it do not move down when it comes (issue 15: layout shift).
 */
export function CompactStageClock({ reading }: { reading: ClockReading | null }) {
  if (reading === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text data-clock-level={reading.level} type={reading.running ? TEXT_TYPE[reading.level] : 'secondary'}>
      {/* Each half breaks to a line of its own on a phone, not a character from its end ('钟' alone). */}
      <span className={styles.part}>{reading.running ? mainOf(reading) : '计时已暂停'}</span> ·{' '}
      <span className={styles.part}>
        已用 <Duration ms={reading.elapsedMs} />
      </span>
    </Typography.Text>
  );
}

/**
 * A stage clock as days, hours and minutes (spec section 9): what is left (or how long it is overdue) and what
 * has been spent, marked when paused with the applicant. `full` also names the stage and its limit.
 */
export function StageClock({ reading, full = false }: { reading: ClockReading | null; full?: boolean }) {
  if (reading === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const main = mainOf(reading);
  return (
    <Flex vertical data-clock-level={reading.level}>
      {full && (
        <Typography.Text type="secondary">
          {clockStageLabel(reading.stage)}时限 {reading.limitMs / 86_400_000} 个工作日
        </Typography.Text>
      )}
      <Typography.Text type={TEXT_TYPE[reading.level]} strong={reading.level !== 'normal'}>
        {main}
      </Typography.Text>
      <Typography.Text type="secondary">
        已用 <Duration ms={reading.elapsedMs} />
        {reading.running ? '' : '（补正中，暂停计时）'}
      </Typography.Text>
    </Flex>
  );
}
