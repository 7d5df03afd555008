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

const isStatus = (status: number): status is ApplyStatus => status in APPLY_STATUS_LABELS;

/** An application's status as its Chinese label (DESIGN section 4); an unknown code shows as the number. */
export function StatusTag({ status }: { status: number }) {
  if (!isStatus(status)) return <Tag>状态{status}</Tag>;
  return <Tag color={COLORS[status]}>{APPLY_STATUS_LABELS[status]}</Tag>;
}
