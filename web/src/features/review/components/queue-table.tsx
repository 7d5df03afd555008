import { Link } from 'react-router';
import { useState } from 'react';
import { Checkbox, Flex, Select, Typography, type TableColumnsType } from 'antd';
import type { ClockLevel } from '@ftown/domain/time-limits/clock';
import { clockRowClass, StageClock } from '@/components/stage-clock';
import { columnsWidth } from '@/lib/columns-width';
import { useClockReader } from '@/lib/stage-clocks';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { ASSIGNEE_CENTRE_NAMES, ASSIGNING_CENTRES, assigneesOf } from '@ftown/domain/review/review-state';
import { actionsBeside } from '@ftown/domain/review/presence';
import { isListQueue, STAGE_INFO, type QueueJob } from '@ftown/domain/review/stages';
import { OpinionNoteLine } from '@/components/opinion-note';
import { SearchableList, useListParams } from '@/components/searchable-list';
import { useSessionStore } from '@/stores/session-store';
import { queueQuery, useQueue } from '../api/get-queue';
import { useStaffNames } from '../api/get-staff-users';
import { useQueueHolders } from '../api/presence';
import { actionsFor } from '../review-state';
import { ExaminingTag } from './examining-tag';
import { ReviewActions } from './review-actions';
import { rowActionsWidth } from './row-actions';

const NOTE_WIDTH = 200;
const CLOCK_WIDTH = 170;

const LEVEL_OPTIONS: { value: ClockLevel | 'all'; label: string }[] = [
  { value: 'all', label: '全部时限状态' },
  { value: 'normal', label: '时间充足' },
  { value: 'amber', label: '即将超期' },
  { value: 'overdue', label: '已超期' },
];

/**
 * 申请类型 runs to 15 characters and 环节 to 11 ('止于合规风控委员会审核'). They once took what the fixed columns left,
 * which at 1440 px wrapped them a character or two a line; they now keep a width of their own, on one line, the
 * rest behind an ellipsis with the whole text as the cell's title.
 */
const TYPE_WIDTH = 200;
const WHERE_WIDTH = 170;

/** Where a returned or refused application stopped (domain transition.ts halt keeps the stage in haltedAt). */
const whereOf = (apply: TApply): string => (apply.haltedAt ? `止于${STAGE_INFO[apply.haltedAt].label}` : '—');

/**
 * One queue for every staff route: what waits in `job`, searched and paged in the database, with the
 * examiners assigned and the buttons the workflow allows the signed-in user on each row.
 */
export function QueueTable({ job }: { job: QueueJob }) {
  const session = useSessionStore((s) => s.session);
  const params = useListParams();
  const [clockLevel, setClockLevel] = useState<ClockLevel | undefined>(undefined);
  const [byRemaining, setByRemaining] = useState(false);
  const query = useQueue(queueQuery(job, params, { clockLevel, byRemaining }));
  const readClock = useClockReader();
  const holders = useQueueHolders(query.data?.items.map((apply) => apply.id) ?? []);
  const timed = job !== 'nopassed';
  const nameOf = useStaffNames();
  // A queue holds one status, and a stage's queue one stage: columns of either would repeat the page's title on every
  // row and push the examiners under the pinned actions at 1440 px. The returned and refused lists say where each
  // application stopped, and why.
  const showNote = isListQueue(job) && job !== 'examine';
  // What each row offers the signed-in user: a row someone else is examining keeps its decisions for them.
  const shownActions = (apply: TApply) => actionsBeside(actionsFor(apply, session), holders.get(apply.id)?.id ?? null, session?.uid ?? 0);
  // As wide as the widest row's actions on this page, so none wraps; pinned, so none scrolls out of view.
  const actionsWidth = Math.max(rowActionsWidth([]), ...(query.data?.items ?? []).map((apply) => rowActionsWidth(shownActions(apply))));

  // What a person triages by comes first, so at 1440 px it is in view beside the pinned actions: the name, the type,
  // where it is (on the lists of returned and refused applications, why), how long it has left, and who examines it.
  // The identifiers and the history follow, a scroll away.
  const columns: TableColumnsType<TApply> = [
    {
      title: '企业名称',
      dataIndex: 'name',
      width: 200,
      render: (name: string, apply) => (
        <Flex vertical gap={2} align="start">
          <Link to={`/examine/view/index/${apply.id}`}>{name || '（未填写）'}</Link>
          <ExaminingTag holder={holders.get(apply.id)} />
        </Flex>
      ),
    },
    {
      title: '申请类型',
      dataIndex: 'type',
      width: TYPE_WIDTH,
      ellipsis: true,
      render: (type: TApply['type']) => APPLY_TYPE_TITLES[type],
    },
    ...(showNote
      ? [
          { title: '环节', key: 'where', width: WHERE_WIDTH, ellipsis: true, render: (_: unknown, apply: TApply) => whereOf(apply) },
          {
            title: '审核意见',
            dataIndex: 'note',
            width: NOTE_WIDTH,
            ellipsis: { showTitle: false },
            render: (note: string | null) => (note ? <OpinionNoteLine text={note} /> : '—'),
          },
        ]
      : []),
    ...(timed
      ? [{ title: '审批时限', key: 'clock', width: CLOCK_WIDTH, render: (_: unknown, apply: TApply) => <StageClock reading={readClock(apply.clock)} /> }]
      : []),
    {
      title: '审核人员',
      key: 'examiners',
      width: 140,
      render: (_: unknown, apply) => {
        const assignees = assigneesOf(apply);
        const named = ASSIGNING_CENTRES.flatMap((c) => {
          const name = nameOf(assignees[c]);
          return name ? [{ centre: c, name }] : [];
        });
        if (named.length === 0) return <Typography.Text type="secondary">未分配</Typography.Text>;
        return (
          <Flex vertical>
            {named.map(({ centre, name }) => (
              <span key={centre}>
                {ASSIGNEE_CENTRE_NAMES[centre]}：{name}
              </span>
            ))}
          </Flex>
        );
      },
    },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      // Date over time, on two lines.
      width: 120,
      render: (at: string | null) => (at ? formatDateTime(at) : '—'),
    },
    { title: '版本', dataIndex: 'version', width: 70, render: (v: number) => (v > 0 ? `第${v}版` : '—') },
    { title: '企业编码', dataIndex: 'unicodes', width: 110 },
    {
      title: '统一社会信用代码',
      key: 'creditCode',
      width: 190,
      // From the park's register: a relocating enterprise brings its code, a new one gets it with its licence.
      render: (_: unknown, apply) => apply.enterprise.creditCode ?? '—',
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: actionsWidth,
      render: (_: unknown, apply) => (
        <ReviewActions apply={apply} actions={shownActions(apply)} compact />
      ),
    },
  ];

  return (
    <SearchableList
      params={params}
      query={query}
      columns={columns}
      searchLabel="按企业名称或企业编码搜索"
      errorTitle="列表加载失败"
      emptyText="暂无待办理的申请"
      scroll={{ x: columnsWidth(columns) }}
      rowClassName={(apply) => clockRowClass(readClock(apply.clock))}
      toolbar={
        timed && (
          <>
            <Select<ClockLevel | 'all'>
              aria-label="按剩余时间筛选"
              style={{ width: 160 }}
              value={clockLevel ?? 'all'}
              options={LEVEL_OPTIONS}
              onChange={(value) => {
                params.setPage(1);
                setClockLevel(value === 'all' ? undefined : value);
              }}
            />
            <Checkbox checked={byRemaining} onChange={(e) => setByRemaining(e.target.checked)}>
              按剩余时间排序
            </Checkbox>
          </>
        )
      }
    />
  );
}
