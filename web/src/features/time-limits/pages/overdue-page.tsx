import { Link } from 'react-router';
import { Card, Table } from 'antd';
import type { TOverdueRow } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { clockStageLabel } from '@ftown/domain/time-limits/limits';
import { ReadOr } from '@/components/load-failed';
import { StageClock } from '@/components/stage-clock';
import { showTotal } from '@/lib/list-page';
import { useClockReader } from '@/lib/stage-clocks';
import { useOverdueApplies } from '../api/time-limits';

/** 超期列表: every application past its stage's limit, across the stages, longest overdue first, with who holds it. */
export default function OverduePage() {
  const query = useOverdueApplies();
  const readClock = useClockReader();
  return (
    <ReadOr read={query} failed="超期列表加载失败">
      <Card title="超期申请">
        <Table<TOverdueRow>
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data ?? []}
          locale={{ emptyText: '没有超期的申请' }}
          pagination={{ showSizeChanger: false, showTotal }}
          columns={[
            { title: '企业名称', dataIndex: 'name', render: (name: string, row) => <Link to={`/examine/view/index/${row.id}`}>{name || '（未填写）'}</Link> },
            { title: '企业编码', dataIndex: 'unicodes', width: 110 },
            { title: '环节', dataIndex: 'stage', render: (stage: TOverdueRow['stage']) => clockStageLabel(stage) },
            { title: '办理人', dataIndex: 'holder' },
            { title: '审批时限', key: 'clock', render: (_: unknown, row) => <StageClock reading={readClock(row.clock)} /> },
          ]}
        />
      </Card>
    </ReadOr>
  );
}
