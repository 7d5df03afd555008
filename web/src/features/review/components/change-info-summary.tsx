import { Alert, Typography } from 'antd';
import type { ChangeInfoCall, TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { useChangeInfo } from '../api/get-change-info';

const LABELS: Record<ChangeInfoCall, string> = { getExecutivesChangeInfo: '人员', getCapitalChangeInfo: '出资人' };

const nameOf = (row: Record<string, unknown>) => String(row.name ?? row.names ?? '');
const names = (rows: Record<string, unknown>[]) => rows.map(nameOf).filter(Boolean).join('、');

/** getExecutivesChangeInfo / getCapitalChangeInfo in one sentence: who came, who left, whose entry changed. */
export function ChangeInfoSummary({ call, body }: { call: ChangeInfoCall; body: TCompareRequest }) {
  const info = useChangeInfo(call, body);
  if (info.isPending) return <Typography.Text type="secondary">正在加载{LABELS[call]}变更情况…</Typography.Text>;
  if (info.isError) return <Alert type="warning" showIcon title={`${LABELS[call]}变更情况加载失败`} />;
  const lists = info.data.diff.lists;
  const added = lists.flatMap((l) => l.added);
  const removed = lists.flatMap((l) => l.removed);
  const changed = lists.flatMap((l) => l.changed.map((c) => c.after));
  const parts = [
    added.length > 0 && `新增${added.length}个（${names(added)}）`,
    removed.length > 0 && `删除${removed.length}个（${names(removed)}）`,
    changed.length > 0 && `修改${changed.length}个（${names(changed)}）`,
  ].filter(Boolean);
  return (
    <Alert
      style={{ marginBottom: 8 }}
      type={parts.length > 0 ? 'info' : 'success'}
      showIcon
      title={parts.length > 0 ? `${LABELS[call]}变更：${parts.join('；')}` : `${LABELS[call]}无变更`}
    />
  );
}
