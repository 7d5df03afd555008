import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, Empty, Timeline, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { attachmentOf, fileText } from '@ftown/domain/applications/attachments';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import type { TTimelineEntry, TTimelineFile } from '@ftown/domain/review/api/review.schemas';
import { PRESENCE_TEXT } from '@ftown/domain/review/presence';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { groupFileRuns, type TimelineFileEntry, type TimelineFileRun, type TimelineItem } from '@ftown/domain/review/timeline';
import { clockStageLabel } from '@ftown/domain/time-limits/limits';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { printRegion } from '@/lib/print-region';
import { isRefusedAs } from '@/lib/request';
import { useTimeline } from '../api/get-timeline';
import { Byline } from './byline';
import { ACTION_COLORS, FlowRecordContent } from './flow-timeline';
import styles from './apply-timeline.module.css';

const FILE_CHANGES = { upload: '上传附件', remove: '删除附件', replace: '替换附件' } as const;

const fileLabel = (f: TTimelineFile) => `${attachmentOf(f.key)?.label ?? f.key}：${fileText(f)}`;

/** Who did it: a person, or the system for what nobody did by hand. */
const actorName = (actor: TTimelineEntry['actor']) => actor?.name ?? '系统';

function Line({ title, entry, children }: { title: string; entry: TTimelineEntry; children?: ReactNode }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Byline parts={[actorName(entry.actor), formatDateTime(entry.at)]} />
      {children && <div style={{ marginTop: 4 }}>{children}</div>}
    </div>
  );
}

function FileChange({ entry }: { entry: TimelineFileEntry }) {
  return (
    <>
      <Typography.Text>{fileLabel(entry.file)}</Typography.Text>
      {entry.replaced && <Typography.Text type="secondary">（替换 {fileText(entry.replaced)}）</Typography.Text>}
    </>
  );
}

/** From the first change to the last; the day once when both fall on it. */
const spanOf = (files: readonly TimelineFileEntry[]) => {
  const [from, to] = [formatDateTime(files[0]!.at), formatDateTime(files[files.length - 1]!.at)];
  if (from === to) return from;
  return `${from} 至 ${from.slice(0, 10) === to.slice(0, 10) ? to.slice(11) : to}`;
};

/** A run longer than this shows its first RUN_SHOWN files and a way to the rest; print shows them all. */
const RUN_FOLDED_OVER = 5;
const RUN_SHOWN = 3;

/** A sitting's file changes (domain groupFileRuns): one title and byline, a line per file. */
function FileRun({ run }: { run: TimelineFileRun }) {
  const [unfolded, setUnfolded] = useState(false);
  const [first] = run.files;
  if (run.files.length === 1) {
    return (
      <Line title={FILE_CHANGES[run.change]} entry={first!}>
        <FileChange entry={first!} />
      </Line>
    );
  }
  const folded = run.files.length > RUN_FOLDED_OVER && !unfolded;
  return (
    <div>
      <Typography.Text strong>
        {FILE_CHANGES[run.change]}（{run.files.length} 份）
      </Typography.Text>
      <Byline parts={[actorName(first!.actor), spanOf(run.files)]} />
      <ul id={`${run.key}-files`} className={styles.files} aria-label={`${FILE_CHANGES[run.change]}的文件`}>
        {run.files.map((entry, index) => (
          <li key={entry.key} hidden={folded && index >= RUN_SHOWN}>
            <FileChange entry={entry} />
          </li>
        ))}
      </ul>
      {run.files.length > RUN_FOLDED_OVER && (
        <Button
          type="link"
          size="small"
          className={`no-print ${styles.unfold}`}
          aria-expanded={!folded}
          aria-controls={`${run.key}-files`}
          onClick={() => setUnfolded(folded)}
        >
          {folded ? `展开其余 ${run.files.length - RUN_SHOWN} 份` : '收起'}
        </Button>
      )}
    </div>
  );
}

type ShownEntry = Extract<TimelineItem, { kind: 'entry' }>['entry'];

const colorOf = (entry: ShownEntry) => {
  if (entry.kind === 'flow' || entry.kind === 'handoff') return ACTION_COLORS[entry.record.action] ?? 'blue';
  if (entry.kind === 'clock') return entry.change === 'pause' ? 'orange' : 'green';
  if (entry.kind === 'takeover') return 'purple';
  return entry.kind === 'message' ? 'gray' : 'blue';
};

const contentOf = (entry: ShownEntry, nameOf: (id: number | null) => string | null): ReactNode => {
  switch (entry.kind) {
    case 'submit':
      return <Line title={`提交申请（第${entry.version}版）`} entry={entry} />;
    case 'flow':
      return <FlowRecordContent record={entry.record} nameOf={nameOf} />;
    case 'handoff':
      // The examiner is named here; the result would only repeat it.
      return (
        <>
          <FlowRecordContent record={{ ...entry.record, result: null }} nameOf={nameOf} />
          <Typography.Text>移交给：{entry.to?.name || '—'}</Typography.Text>
        </>
      );
    case 'message':
      return (
        <Line title={`发送消息给${entry.receiver.name}`} entry={entry}>
          <Typography.Text>{entry.subject}</Typography.Text>
        </Line>
      );
    case 'clock':
      return <Line title={`${clockStageLabel(entry.stage)}环节计时${entry.change === 'pause' ? '暂停' : '恢复'}`} entry={entry} />;
    case 'takeover':
      return (
        <Line title={`${PRESENCE_TEXT.takeOver}（${STAGE_INFO[entry.stage].label}，第${entry.version}版）`} entry={entry}>
          <Typography.Text>原审核人员：{entry.from.name}</Typography.Text>
        </Line>
      );
  }
};

type Props = { entries: readonly TTimelineEntry[]; nameOf?: (id: number | null) => string | null };

/**
 * The application's one timeline (domain review/timeline.ts), oldest first, each line with who and when; a
 * sitting's file changes are one line.
 */
export function ApplyTimeline({ entries, nameOf = () => null }: Props) {
  if (entries.length === 0) return <Empty description="暂无办理记录" />;
  return (
    <Timeline
      items={groupFileRuns(entries).map((item) =>
        item.kind === 'files'
          ? { key: item.key, color: 'blue', content: <FileRun run={item} /> }
          : { key: item.entry.key, color: colorOf(item.entry), content: contentOf(item.entry, nameOf) },
      )}
    />
  );
}

/** 办理记录: the timeline of one application in a card, with a button that prints the card alone. */
export function ApplyTimelineCard({ apply, nameOf }: { apply: number; nameOf?: (id: number | null) => string | null }) {
  const timeline = useTimeline(apply);
  const card = useRef<HTMLDivElement>(null);
  // Not found, or not the reader's: the application's own block above says so, and a retry would not help.
  if (isRefusedAs(timeline.error, 'notFound')) return null;
  return (
    <Card
      ref={card}
      title="办理记录"
      extra={
        <Button className="no-print" icon={<PrinterOutlined />} disabled={!timeline.isSuccess} onClick={() => card.current && printRegion(card.current)}>
          打印时间线
        </Button>
      }
    >
      {timeline.isPending ? (
        <PageLoading tip="正在加载办理记录…" />
      ) : timeline.isError ? (
        <LoadFailed title="办理记录加载失败" onRetry={() => timeline.refetch()} status="warning" />
      ) : (
        <ApplyTimeline entries={timeline.data} nameOf={nameOf} />
      )}
    </Card>
  );
}
