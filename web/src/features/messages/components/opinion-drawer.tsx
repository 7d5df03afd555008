import { Collapse, Descriptions, Drawer } from 'antd';
import { NOTE_LABELS, subjectType } from '@ftown/domain/review/opinion-note';
import type { TOpinionRecord } from '@ftown/domain/review/api/review.schemas';
import { LoadFailed } from '@/components/load-failed';
import { useOpinions, type OpinionParams } from '../api/get-opinions';
import { noteScrolls } from '../opinion-rules';

/** The first record opens expanded (spec section 4: item '1'). */
export const FIRST_OPINION_KEY = '1';

/** Spec section 3: 驳回 shows the returned items and reason, 不通过 the refused ones; the note always, scrolling when long. */
function OpinionBody({ opinion }: { opinion: TOpinionRecord }) {
  const type = subjectType(opinion.subject);
  const labels = type ? NOTE_LABELS[type] : null;
  const scrolls = noteScrolls(opinion.note);
  return (
    <Descriptions column={1} size="small" bordered>
      {labels && <Descriptions.Item label={labels.project}>{opinion.project}</Descriptions.Item>}
      {labels && <Descriptions.Item label={labels.reason}>{opinion.reason}</Descriptions.Item>}
      <Descriptions.Item label="审核意见">
        <div
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? '审核意见全文' : undefined}
          tabIndex={scrolls ? 0 : undefined}
          style={{ whiteSpace: 'pre-wrap', ...(scrolls ? { maxHeight: 200, overflowY: 'auto' } : {}) }}
        >
          {opinion.note}
        </div>
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
