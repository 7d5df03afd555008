import { useParams } from 'react-router';
import { Flex } from 'antd';
import { useApplyRef } from '@/features/applications/apply-ref';
import ApplyViewPage, { ApplyByIdPage } from '@/features/applications/pages/apply-view-page';
import { ApplyTimelineCard } from '@/features/review/components/apply-timeline';

/**
 * /edge/apply/index and /apply/index: the application (applications feature) above its one timeline (review
 * feature; an applicant's leaves out the staff's internal notes). The examine view shows the timeline in its
 * review panel instead.
 */
export default function ApplyViewWithTimelinePage() {
  const { ref } = useApplyRef({ fallback: true });
  return (
    <Flex vertical gap={16}>
      <ApplyViewPage />
      {ref && <ApplyTimelineCard key={ref.id} apply={ref.id} />}
    </Flex>
  );
}

/** /edge/apply/person/{id} and /edge/apply/enterprise/{id}: the same, for an application named by its id alone. */
export function ApplyByIdWithTimelinePage() {
  const id = Number(useParams().id);
  return (
    <Flex vertical gap={16}>
      <ApplyByIdPage />
      <ApplyTimelineCard key={id} apply={id} />
    </Flex>
  );
}
