import { Card, Result, Typography } from 'antd';
import { jobOfNode } from '@ftown/domain/review/stages';
import { QueueTable } from '@/features/review/components/queue-table';
import { useCurrentRoute } from '../route-context';

/** Every staff queue route: the route's node names the queue (its `job`), so one page serves them all. */
export default function QueuePage() {
  const { meta } = useCurrentRoute();
  const job = jobOfNode(meta.node);
  if (!job) return <Result status="404" title="没有这个审核队列" />;
  return (
    // The route's title, as in the menu and the tab, so a person sees one name for the queue.
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {meta.title}
        </Typography.Title>
      }
    >
      <QueueTable key={job} job={job} />
    </Card>
  );
}
