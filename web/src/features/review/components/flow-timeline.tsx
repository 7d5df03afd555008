import { Descriptions, Typography } from 'antd';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { ACTION_LABELS, type Action } from '@ftown/domain/review/actions';
import type { TFlowRecord } from '@ftown/domain/review/api/review.schemas';
import { APPLY_STATUS_LABELS } from '@ftown/domain/applications/status';
import { stageResultLabel, stageResultOptionLabel } from '@ftown/domain/review/stage-forms';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { OpinionNote } from '@/components/opinion-note';
import { Byline } from './byline';

const NOTE_ACTIONS: ReadonlySet<Action> = new Set(['return', 'refuse']);

/** A step's dot on the timeline. */
export const ACTION_COLORS: Partial<Record<Action, string>> = { pass: 'green', return: 'orange', refuse: 'red', withdraw: 'gray', resubmit: 'blue' };

const show = (key: string, value: unknown, nameOf: (id: number | null) => string | null): string => {
  if (key === 'examinerId' && typeof value === 'number') return nameOf(value) ?? String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map(String).join('、');
  return stageResultOptionLabel(key, String(value)) ?? String(value);
};

/** A recorded result as label–value pairs; nested groups (the risk checks) are laid out flat. */
const entriesOf = (result: Record<string, unknown>): [string, unknown][] =>
  Object.entries(result).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? entriesOf(v as Record<string, unknown>) : [[k, v] as [string, unknown]],
  );

type Props = { record: TFlowRecord; nameOf: (id: number | null) => string | null };

/** One step of the application's history: what was done where, by whom and when, with its opinion, note and result. */
export function FlowRecordContent({ record: r, nameOf }: Props) {
  const where = r.stage ? `（${STAGE_INFO[r.stage].label}）` : '';
  // A return's or refusal's result is its note's fields, shown once, as the note's labelled rows.
  const entries = r.result && !NOTE_ACTIONS.has(r.action) ? entriesOf(r.result).filter(([, v]) => v !== undefined && v !== null && v !== '') : [];
  return (
    <div>
      <Typography.Text strong>
        {ACTION_LABELS[r.action]}
        {where}
      </Typography.Text>
      <Byline
        parts={[r.actorName, formatDateTime(r.at), `第${r.version}版`, `${APPLY_STATUS_LABELS[r.status]}${r.toStage ? ` → ${STAGE_INFO[r.toStage].label}` : ''}`]}
      />
      {r.opinion && <Typography.Paragraph style={{ margin: '4px 0 0' }}>审核意见：{r.opinion}</Typography.Paragraph>}
      {r.note && (
        <div style={{ marginTop: 4 }}>
          <OpinionNote text={r.note} />
        </div>
      )}
      {entries.length > 0 && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          style={{ marginTop: 4 }}
          items={entries.map(([k, v]) => ({ key: k, label: stageResultLabel(k), children: show(k, v, nameOf) }))}
        />
      )}
    </div>
  );
}
