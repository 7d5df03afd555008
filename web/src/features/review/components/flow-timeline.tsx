import { Descriptions, Empty, Timeline, Typography } from 'antd';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { ACTION_LABELS, type Action } from '@ftown/domain/review/actions';
import type { TFlowRecord } from '@ftown/domain/review/api/review.schemas';
import { APPLY_STATUS_LABELS } from '@ftown/domain/applications/status';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { labelOf, RESULT_OPTION_LABELS } from './result-labels';

const COLORS: Partial<Record<Action, string>> = { pass: 'green', return: 'orange', refuse: 'red', withdraw: 'gray', resubmit: 'blue' };

const show = (key: string, value: unknown, nameOf: (id: number | null) => string | null): string => {
  if (key === 'examinerId' && typeof value === 'number') return nameOf(value) ?? String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map(String).join('、');
  const options = RESULT_OPTION_LABELS[key as keyof typeof RESULT_OPTION_LABELS];
  return options?.[String(value)] ?? String(value);
};

/** A recorded result as label–value pairs; nested groups (the risk checks) are laid out flat. */
const entriesOf = (result: Record<string, unknown>): [string, unknown][] =>
  Object.entries(result).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? entriesOf(v as Record<string, unknown>) : [[k, v] as [string, unknown]],
  );

type Props = { records: readonly TFlowRecord[]; nameOf: (id: number | null) => string | null };

/** The application's history (flow records), oldest first, with each step's opinion, note and result. */
export function FlowTimeline({ records, nameOf }: Props) {
  if (records.length === 0) return <Empty description="暂无办理记录" />;
  return (
    <Timeline
      items={records.map((r) => {
        const where = r.stage ? `（${STAGE_INFO[r.stage].label}）` : '';
        const entries = r.result ? entriesOf(r.result).filter(([, v]) => v !== undefined && v !== null && v !== '') : [];
        return {
          key: r.id,
          color: COLORS[r.action] ?? 'blue',
          content: (
            <div>
              <Typography.Text strong>
                {ACTION_LABELS[r.action]}
                {where}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {r.actorName} · {formatDateTime(r.at)} · 第{r.version}版 · {APPLY_STATUS_LABELS[r.status]}
                {r.toStage ? ` → ${STAGE_INFO[r.toStage].label}` : ''}
              </Typography.Text>
              {r.opinion && <Typography.Paragraph style={{ margin: '4px 0 0' }}>审核意见：{r.opinion}</Typography.Paragraph>}
              {r.note && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{r.note}</Typography.Paragraph>}
              {entries.length > 0 && (
                <Descriptions
                  size="small"
                  column={{ xs: 1, md: 2 }}
                  style={{ marginTop: 4 }}
                  items={entries.map(([k, v]) => ({ key: k, label: labelOf(k), children: show(k, v, nameOf) }))}
                />
              )}
            </div>
          ),
        };
      })}
    />
  );
}
