import { Link } from 'react-router';
import { App, Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_STATUS, isEditableByApplicant, isRemovable, type ApplyStatus } from '@ftown/domain/applications/status';
import { APPLY_TYPE_TITLES, prefixOf } from '@ftown/domain/applications/types';
import { RelativeTime } from '@/components/relative-time';
import { SearchableList, useListParams } from '@/components/searchable-list';
import { StageClock } from '@/components/stage-clock';
import { useClockReader } from '@/lib/stage-clocks';
import { StatusTag } from '@/components/status-tag';
import { usePhone, useScreenColumns } from '@/lib/use-phone';
import { useAllApply } from '../api/get-all-apply';
import { useRemoveApply } from '../api/remove-apply';
import { refQuery } from '../apply-ref';

function RemoveAction({ apply }: { apply: TApply }) {
  const { modal, message } = App.useApp();
  const remove = useRemoveApply();
  return (
    <Button
      type="link"
      size="small"
      danger
      style={{ padding: 0 }}
      loading={remove.isPending}
      onClick={() =>
        modal.confirm({
          title: '删除申请',
          content: `确定删除“${apply.name || APPLY_TYPE_TITLES[apply.type]}”的申请吗？删除后不能恢复。`,
          okText: '删除',
          okButtonProps: { danger: true },
          cancelText: '取消',
          onOk: async () => {
            await remove.mutateAsync({ id: apply.id, unicodes: apply.unicodes, status: apply.status as 0 | 3 });
            void message.success('申请已删除');
          },
        })
      }
    >
      删除
    </Button>
  );
}

const actionsOf = (apply: TApply) => (
  <Space size="middle" wrap>
    {isEditableByApplicant(apply.status) && (
      <Link to={`${prefixOf(apply.type)}/base${refQuery(apply)}`}>{apply.status === APPLY_STATUS.draft ? '继续填写' : '修改'}</Link>
    )}
    <Link to={`/edge/apply/index${refQuery(apply)}`}>查看</Link>
    {isRemovable(apply.status) && <RemoveAction apply={apply} />}
  </Space>
);

const nameOf = (apply: TApply) => apply.name || '（未填写）';

const statusColumn = { title: '状态', dataIndex: 'status', render: (status: ApplyStatus) => <StatusTag status={status} /> };

/** What a phone shows: which application (its type under its name), where it stands, and what can be done. */
const PHONE_COLUMNS: TableColumnsType<TApply> = [
  {
    title: '申请',
    key: 'name',
    render: (_: unknown, apply) => (
      <Flex vertical gap={2}>
        <span>{nameOf(apply)}</span>
        <Typography.Text type="secondary">{APPLY_TYPE_TITLES[apply.type]}</Typography.Text>
      </Flex>
    ),
  },
  { ...statusColumn, width: 88 },
  { title: '操作', key: 'actions', width: 96, render: (_: unknown, apply) => actionsOf(apply) },
];

const columns: TableColumnsType<TApply> = [
  { title: '企业名称', dataIndex: 'name', render: (_: string, apply) => nameOf(apply) },
  { title: '申请类型', dataIndex: 'type', render: (type: TApply['type']) => APPLY_TYPE_TITLES[type] },
  { ...statusColumn, width: 100 },
  { title: '版本', dataIndex: 'version', width: 80, render: (v: number) => (v > 0 ? `第${v}版` : '未提交') },
  {
    title: '最后修改',
    dataIndex: 'updatedAt',
    width: 140,
    render: (at: string) => <RelativeTime at={at} />,
  },
  { title: '操作', key: 'actions', width: 200, render: (_: unknown, apply) => actionsOf(apply) },
];

/**
 * The signed-in applicant's applications, paged in the database, newest change first. On a phone the table keeps
 * three columns that fit its width: seven columns, a sideways scroll wide, left only the name and type in view, the
 * status and the actions out of sight.
 */
export function ApplyList() {
  const phone = usePhone();
  const params = useListParams();
  const query = useAllApply({ page: params.page, size: params.size, searchData: params.searchData });
  // The calendar is fetched only when some application on the page has a clock to show.
  const readClock = useClockReader(!phone && (query.data?.items ?? []).some((a) => a.clock !== null));
  const withClock: TableColumnsType<TApply> = [
    ...columns.slice(0, 3),
    { title: '办理时限', key: 'clock', width: 170, render: (_: unknown, apply) => <StageClock reading={readClock(apply.clock)} /> },
    ...columns.slice(3),
  ];
  const layout = useScreenColumns(withClock, PHONE_COLUMNS, 1030);
  return (
    <SearchableList
      params={params}
      query={query}
      {...layout}
      searchLabel="按企业名称搜索"
      errorTitle="申请列表加载失败"
      emptyText="您还没有申请，请点击“新建申请”开始"
    />
  );
}
