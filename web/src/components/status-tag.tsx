import { Tag } from 'antd';
import { APPLY_STATUS_LABELS, type ApplyStatus } from '@ftown/domain/applications/status';

const COLORS: Record<ApplyStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'blue',
  3: 'default',
  4: 'warning',
  5: 'error',
  6: 'success',
};

/** An application's status as its Chinese label (DESIGN section 4). */
export function StatusTag({ status }: { status: ApplyStatus }) {
  return <Tag color={COLORS[status]}>{APPLY_STATUS_LABELS[status]}</Tag>;
}
