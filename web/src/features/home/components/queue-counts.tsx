import { Card, Col, Empty, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import type { TQueueCount } from '@ftown/domain/home/home.schemas';
import { jobLabel, nodeOfJob, routePathOf } from '@ftown/domain/review/stages';

/** What waits in each queue the staff member may open, each linking to its queue page. */
export function QueueCounts({ queues }: { queues: readonly TQueueCount[] }) {
  return (
    <Card title="我的待办">
      {queues.length === 0 ? (
        <Empty description="您暂无可处理的审核队列" />
      ) : (
        <Row gutter={[16, 16]}>
          {queues.map((q) => (
            <Col key={q.job} xs={12} sm={8} md={6} xl={4}>
              <Link to={routePathOf(nodeOfJob(q.job))} aria-label={`${jobLabel(q.job)}：${q.count} 件`}>
                <Card size="small" hoverable>
                  <Statistic title={jobLabel(q.job)} value={q.count} suffix="件" />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
