import { Link } from 'react-router';
import { App, Button, Space, Tooltip, type TableColumnsType } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_STATUS, isEditableByApplicant, isRemovable, type ApplyStatus } from '@ftown/domain/applications/status';
import { APPLY_TYPE_TITLES, prefixOf } from '@ftown/domain/applications/types';
import { formatDateTime, formatRelative } from '@ftown/domain/formats/date-time';
import { SearchableList, useListParams } from '@/components/searchable-list';
import { StageClock } from '@/components/stage-clock';
import { useClockReader } from '@/lib/stage-clocks';
import { StatusTag } from '@/components/status-tag';
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

const columns: TableColumnsType<TApply> = [
  { title: '企业名称', dataIndex: 'name', render: (name: string) => name || '（未填写）' },
  { title: '申请类型', dataIndex: 'type', render: (type: TApply['type']) => APPLY_TYPE_TITLES[type] },
  { title: '状态', dataIndex: 'status', width: 100, render: (status: ApplyStatus) => <StatusTag status={status} /> },
  { title: '版本', dataIndex: 'version', width: 80, render: (v: number) => (v > 0 ? `第${v}版` : '未提交') },
  {
    title: '最后修改',
    dataIndex: 'updatedAt',
    width: 140,
    render: (at: string) => <Tooltip title={formatDateTime(at)}>{formatRelative(at)}</Tooltip>,
  },
  {
    title: '操作',
    key: 'actions',
    width: 200,
    render: (_: unknown, apply) => (
      <Space size="middle" wrap>
        {isEditableByApplicant(apply.status) && (
          <Link to={`${prefixOf(apply.type)}/base${refQuery(apply)}`}>{apply.status === APPLY_STATUS.draft ? '继续填写' : '修改'}</Link>
        )}
        <Link to={`/edge/apply/index${refQuery(apply)}`}>查看</Link>
        {isRemovable(apply.status) && <RemoveAction apply={apply} />}
      </Space>
    ),
  },
];

/** The signed-in applicant's applications, paged in the database, newest change first. */
export function ApplyList() {
  const params = useListParams();
  const query = useAllApply({ page: params.page, size: params.size, searchData: params.searchData });
  // The calendar is fetched only when some application on the page has a clock to show.
  const readClock = useClockReader((query.data?.items ?? []).some((a) => a.clock !== null));
  const withClock: TableColumnsType<TApply> = [
    ...columns.slice(0, 3),
    { title: '办理时限', key: 'clock', width: 170, render: (_: unknown, apply) => <StageClock reading={readClock(apply.clock)} /> },
    ...columns.slice(3),
  ];
  return (
    <SearchableList
      params={params}
      query={query}
      columns={withClock}
      searchLabel="按企业名称搜索"
      errorTitle="申请列表加载失败"
      emptyText="您还没有申请，请点击“新建申请”开始"
      scrollX={1030}
    />
  );
}
