import { useParams } from 'react-router';
import { Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { applyKeys } from '@/features/applications/api/keys';
import { ApplyByIdPage } from '@/features/applications/pages/apply-view-page';
import { ReviewPanel } from '@/features/review/components/review-panel';

/**
 * /examine/view/index/{id}: the review panel (steps, allowed actions, history) above the application's
 * sections and attachments, rendered read-only by the applications feature exactly as the applicant sees them.
 */
export default function ExamineViewPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  return (
    <Flex vertical gap={16}>
      <ReviewPanel id={id} onActed={() => void client.invalidateQueries({ queryKey: applyKeys.all })} />
      <ApplyByIdPage />
    </Flex>
  );
}
