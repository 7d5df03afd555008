import { Link } from 'react-router';
import { Card, Flex, Table, Typography } from 'antd';
import type { TOverdueRow } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { clockStageLabel } from '@ftown/domain/time-limits/limits';
import { ReadOr } from '@/components/load-failed';
import { StageClock } from '@/components/stage-clock';
import { showTotal } from '@/lib/list-page';
import { useClockReader } from '@/lib/stage-clocks';
import { useScreenColumns } from '@/lib/use-phone';
import { useOverdueApplies } from '../api/time-limits';

const nameLink = (row: TOverdueRow) => <Link to={`/examine/view/index/${row.id}`}>{row.name || '（未填写）'}</Link>;

/** 超期列表: every application past its stage's limit, across the stages, longest overdue first, with who holds it. */
export default function OverduePage() {
  const query = useOverdueApplies();
  const readClock = useClockReader();
  const clock = (row: TOverdueRow) => <StageClock reading={readClock(row.clock)} />;
  const layout = useScreenColumns<TOverdueRow>(
    [
      { title: '企业名称', dataIndex: 'name', render: (_: unknown, row) => nameLink(row) },
      { title: '企业编码', dataIndex: 'unicodes', width: 110 },
      { title: '环节', dataIndex: 'stage', render: (stage: TOverdueRow['stage']) => clockStageLabel(stage) },
      { title: '办理人', dataIndex: 'holder' },
      { title: '审批时限', key: 'clock', width: 170, render: (_: unknown, row) => clock(row) },
    ],
    // On a phone one column holds the application: five columns squeezed into 326 px were one character wide.
    [
      {
        title: '申请',
        key: 'apply',
        render: (_: unknown, row) => (
          <Flex vertical gap={4} align="start">
            {nameLink(row)}
            <Typography.Text type="secondary">
              {clockStageLabel(row.stage)} · {row.holder}
            </Typography.Text>
            {clock(row)}
          </Flex>
        ),
      },
    ],
    760,
  );
  return (
    <ReadOr read={query} failed="超期列表加载失败">
      <Card title="超期申请">
        <Table<TOverdueRow>
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data ?? []}
          locale={{ emptyText: '没有超期的申请' }}
          pagination={{ showSizeChanger: false, showTotal }}
          {...layout}
        />
      </Card>
    </ReadOr>
  );
}
