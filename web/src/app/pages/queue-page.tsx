import { Card, Typography } from 'antd';
import { jobOfNode } from '@ftown/domain/review/stages';
import { QueueTable } from '@/features/review/components/queue-table';
import { useCurrentRoute } from '../route-context';

/** Every staff queue route: the route's node names the queue (its `job`), so one page serves them all. */
export default function QueuePage() {
  const { meta } = useCurrentRoute();
  const job = jobOfNode(meta.node);
  // routes.tsx's `queue` gives each queue route its job's node, so this is the route table's mistake.
  if (!job) throw new Error(`Route ${meta.title} is not a queue`);
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
