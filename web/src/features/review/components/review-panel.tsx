import { Link } from 'react-router';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { UPDATE_COLUMN_LABELS, UPDATE_COLUMNS } from '@ftown/domain/review/actions';
import { ASSIGNEE_CENTRE_NAMES, ASSIGNING_CENTRES } from '@ftown/domain/review/review-state';
import { actionsBeside } from '@ftown/domain/review/presence';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import { LoadFailed } from '@/components/load-failed';
import { isRefusedAs } from '@/lib/request';
import { PageLoading } from '@/components/page-loading';
import { StatusTag } from '@/components/status-tag';
import { useSessionStore } from '@/stores/session-store';
import { useExamining } from '../api/presence';
import { useReviewState } from '../api/get-review-state';
import { useStaffNames } from '../api/get-staff-users';
import { compareQuery } from '../compare-query';
import { StageClock } from '@/components/stage-clock';
import { useClockReader } from '@/lib/stage-clocks';
import { ApplyTimelineCard } from './apply-timeline';
import { CorrectionReview } from './correction-review';
import { PresenceBanner } from './presence-banner';
import { registerFacts } from './register-facts';
import { ReviewActions } from './review-actions';
import { ReviewSteps } from './review-steps';
import { enterpriseLabelOf } from '../review-state';

type Props = { id: number; onActed?: () => void };

/** The reviewer's part of /examine/view/index/{id}: where the application stands, what this user may do, its history. */
export function ReviewPanel({ id, onActed }: Props) {
  const state = useReviewState(id);
  const nameOf = useStaffNames();
  const readClock = useClockReader();
  // Opening the view claims the application for a caller who decides there (issue 14 part 3).
  const examining = useExamining(id);
  const uid = useSessionStore((s) => s.session?.uid ?? 0);

  if (state.isPending) return <PageLoading tip="正在加载审核信息…" />;
  if (state.isError) {
    // Not found, or not the reader's: the application's block below says so, and a retry would not help.
    if (isRefusedAs(state.error, 'notFound')) return null;
    return <LoadFailed title="审核信息加载失败" error={state.error} onRetry={() => state.refetch()} />;
  }
  const { apply, actions, steps, assignees, stageRecords } = state.data;
  const facts = registerFacts(apply, stageRecords);
  // While someone else holds it, its decisions are theirs; the rest of the actions stay.
  const shown = actionsBeside(actions, examining.data?.holder?.id ?? null, uid);

  return (
    <Flex vertical gap={16}>
      <PresenceBanner presence={examining.data} />
      <Card
        title={`审批内容 · ${enterpriseLabelOf(apply)}`}
        extra={
          apply.version > 1 && (
            <Link to={`/apply/version${compareQuery(apply, apply.version)}`}>对比第{apply.version - 1}版与第{apply.version}版</Link>
          )
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'type', label: '申请类型', children: APPLY_TYPE_TITLES[apply.type] },
            { key: 'status', label: '状态', children: <StatusTag status={apply.status} /> },
            {
              key: 'stage',
              label: '当前环节',
              children: apply.stage ? STAGE_INFO[apply.stage].label : apply.haltedAt ? `止于${STAGE_INFO[apply.haltedAt].label}` : '—',
            },
            { key: 'clock', label: '审批时限', children: <StageClock reading={readClock(apply.clock)} full /> },
            { key: 'version', label: '已提交版本', children: apply.version > 0 ? `第${apply.version}版` : '未提交' },
            ...ASSIGNING_CENTRES.map((c) => ({ key: c, label: `${ASSIGNEE_CENTRE_NAMES[c]}审核人员`, children: assignees[c]?.name ?? '未分配' })),
            { key: 'creditCode', label: '统一社会信用代码', children: facts.creditCode ?? '—' },
            { key: 'registeredAddress', label: '注册地址', children: facts.registeredAddress ?? '—' },
            ...UPDATE_COLUMNS.map((c) => ({ key: c, label: UPDATE_COLUMN_LABELS[c], children: (c === 'inquire' ? apply.inquire : facts[c]) || '—' })),
          ]}
        />
        <div style={{ marginTop: 16 }}>
          <ReviewSteps steps={steps} />
        </div>
        <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
          {shown.length > 0 ? (
            // Keyed by whether the decisions are shown, so a dialog open when someone takes over closes.
            <ReviewActions key={String(shown.length === actions.length)} apply={apply} actions={shown} onActed={onActed} />
          ) : (
            <Typography.Text type="secondary">当前没有您可以办理的操作</Typography.Text>
          )}
        </Flex>
      </Card>
      <CorrectionReview apply={apply} />
      <ApplyTimelineCard apply={id} nameOf={nameOf} />
    </Flex>
  );
}
