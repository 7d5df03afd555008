import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { TRecentAction } from '@ftown/domain/home/home.schemas';
import { ACTION_LABELS } from '@ftown/domain/review/actions';
import { STAGE_INFO } from '@ftown/domain/review/stages';

const columns: TableColumnsType<TRecentAction> = [
  {
    title: '申请',
    dataIndex: 'applyName',
    render: (name: string, r) => <Link to={`/examine/view/index/${r.applyId}`}>{name || '（未填写）'}</Link>,
  },
  { title: '环节', dataIndex: 'stage', render: (stage: TRecentAction['stage']) => (stage ? STAGE_INFO[stage].label : '受理前') },
  { title: '操作', dataIndex: 'action', width: 120, render: (action: TRecentAction['action']) => ACTION_LABELS[action] },
  { title: '时间', dataIndex: 'createdAt', width: 180, render: (at: string) => formatDateTime(at) },
];

/** The staff member's own latest actions on applications. */
export function RecentActions({ items }: { items: readonly TRecentAction[] }) {
  return (
    <Card title="最近操作">
      <Table<TRecentAction>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...items]}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: '暂无操作记录' }}
      />
    </Card>
  );
}
