import { Collapse, Descriptions, Drawer } from 'antd';
import { noteRows } from '@ftown/domain/review/opinion-note';
import type { TOpinionRecord } from '@ftown/domain/review/api/review.schemas';
import { LoadFailed } from '@/components/load-failed';
import { OpinionNote } from '@/components/opinion-note';
import { useOpinions, type OpinionParams } from '../api/get-opinions';

/** The first record opens expanded (spec section 4: item '1'). */
export const FIRST_OPINION_KEY = '1';

/**
 * Spec section 3: a return shows the returned items and reason, a refusal the refused ones, each with 其他, as
 * labelled rows parsed from the note; a note that is not one of the two forms is shown whole as 审核意见.
 */
function OpinionBody({ opinion }: { opinion: TOpinionRecord }) {
  return noteRows(opinion.note) ? (
    <OpinionNote text={opinion.note} />
  ) : (
    <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: 'nowrap' } }}>
      <Descriptions.Item label="审核意见">
        <OpinionNote text={opinion.note} />
      </Descriptions.Item>
    </Descriptions>
  );
}

export function OpinionList({ opinions }: { opinions: readonly TOpinionRecord[] }) {
  return (
    <Collapse
      defaultActiveKey={[FIRST_OPINION_KEY]}
      items={opinions.map((opinion, i) => ({
        key: String(i + 1),
        label: opinion.subject,
        children: <OpinionBody opinion={opinion} />,
      }))}
    />
  );
}

function OpinionContent({ params }: { params: OpinionParams }) {
  const query = useOpinions(params);
  if (query.isPending) return <Collapse items={[]} />;
  if (query.isError)
    return <LoadFailed title="审核意见加载失败" error={query.error} onRetry={() => query.refetch()} />;
  return <OpinionList opinions={query.data} />;
}

export function OpinionDrawer({ params, open, onClose }: { params: OpinionParams; open: boolean; onClose: () => void }) {
  return (
    <Drawer title="审核意见" open={open} onClose={onClose} size={520} destroyOnHidden>
      <OpinionContent params={params} />
    </Drawer>
  );
}
