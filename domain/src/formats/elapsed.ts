/**
 * Elapsed time as days, hours and minutes (spec section 9), e.g. a stage's waiting time: '2天3小时15分钟'.
 * Leading zero units are left out ('3小时5分钟'), inner ones kept ('1天0小时5分钟') so the units stay aligned;
 * anything under a minute reads '0分钟'. Seconds are dropped, not rounded: a stage is not late before its time.
 */
export const formatElapsed = (milliseconds: number): string => {
  const totalMinutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return `${days}天${hours}小时${minutes}分钟`;
  if (hours > 0) return `${hours}小时${minutes}分钟`;
  return `${minutes}分钟`;
};

/** Reads the printed form back to milliseconds; null if malformed. */
export const parseElapsed = (printed: string): number | null => {
  const match = /^(?:(\d+)天)?(?:(\d+)小时)?(\d+)分钟$/.exec(printed.trim());
  if (!match) return null;
  const [, d = '0', h = '0', m = '0'] = match;
  return ((Number(d) * 24 + Number(h)) * 60 + Number(m)) * 60_000;
};
