import { Card, Flex, Typography } from 'antd';
import { useSessionStore } from '@/stores/session-store';
import { useStaffSummary } from '../api/get-staff-summary';
import { PipelineCharts } from '../components/pipeline-charts';
import { QueueCounts } from '../components/queue-counts';
import { RecentActions } from '../components/recent-actions';
import { SummaryState } from '../components/summary-state';

/** /home: what waits for the staff member, what they did last, and the whole pipeline. Messages come later. */
export default function StaffHomePage() {
  const name = useSessionStore((s) => s.session?.name ?? '');
  const query = useStaffSummary();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ margin: 0 }}>
          欢迎您，{name}
        </Typography.Title>
      </Card>
      <SummaryState query={query} title="首页数据加载失败" />
      {query.data && (
        <>
          <QueueCounts queues={query.data.queues} />
          <RecentActions items={query.data.recent} />
          <PipelineCharts months={query.data.months} stages={query.data.stages} />
        </>
      )}
    </Flex>
  );
}
