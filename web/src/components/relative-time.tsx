import { Tooltip } from 'antd';
import { formatDateTime, formatRelative } from '@ftown/domain/formats/date-time';

/**
 * A time as "3 天前" or "11月24日0时18分", with the full date and time on hover. Kept on one line: broken mid-word in
 * a table's column it read as two values ('11月24日0时18' over '分').
 */
export function RelativeTime({ at }: { at: string }) {
  return (
    <Tooltip title={formatDateTime(at)}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatRelative(at)}</span>
    </Tooltip>
  );
}
