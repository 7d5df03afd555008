import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, Flex, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { ENTERPRISE_STATUS_LABELS, ENTERPRISE_STATUSES, type EnterpriseStatus } from '@ftown/domain/enterprises/enterprise-status';
import type { TEnterpriseFilter, TEnterpriseRow } from '@ftown/domain/enterprises/enterprises.schemas';
import { formatDate } from '@ftown/domain/formats/date-time';
import { ExportButton } from '@/components/export-button';
import { ReadOr } from '@/components/load-failed';
import { LIST_PAGE_SIZE, listPagination } from '@/lib/list-page';
import { useScreenColumns } from '@/lib/use-phone';
import { exportEnterpriseList } from '../api/export-enterprise-list';
import { useEnterpriseList } from '../api/get-enterprise-list';
import { ApplyOutcomes, EnterpriseStatusTag, ReportingCounts } from '../components/enterprise-labels';

export const enterprisePath = (unicodes: string) => `/enterprises/detail/${encodeURIComponent(unicodes)}`;

const nameLink = (row: TEnterpriseRow) => <Link to={enterprisePath(row.unicodes)}>{row.name || row.unicodes}</Link>;

const columns: TableColumnsType<TEnterpriseRow> = [
  { key: 'name', title: '企业名称', dataIndex: 'name', render: (_v, row) => nameLink(row) },
  { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
  { key: 'status', title: '状态', dataIndex: 'status', width: 90, render: (v: EnterpriseStatus) => <EnterpriseStatusTag status={v} /> },
  { key: 'applyType', title: '入驻类型', dataIndex: 'applyType', render: (v: TEnterpriseRow['applyType']) => (v ? APPLY_TYPE_TITLES[v] : '—') },
  { key: 'registeredAddress', title: '注册地址', dataIndex: 'registeredAddress', render: (v: string | null) => v ?? '—' },
  { key: 'settledAt', title: '入驻日期', dataIndex: 'settledAt', width: 110, render: (v: string | null) => (v ? formatDate(v) : '—') },
  { key: 'applies', title: '申请及结果', dataIndex: 'applies', render: (v: TEnterpriseRow['applies']) => <ApplyOutcomes applies={v} /> },
  { key: 'reporting', title: '经营情况填报', dataIndex: 'reporting', render: (v: TEnterpriseRow['reporting']) => <ReportingCounts reporting={v} /> },
];

/**
 * On a phone one column holds the enterprise: eight columns a sideways scroll wide showed its name and credit code
 * only, and its status and filing a scroll away. The address and the applications are on its detail page.
 */
const phoneColumns: TableColumnsType<TEnterpriseRow> = [
  {
    key: 'enterprise',
    title: '企业',
    render: (_v, row) => (
      <Flex vertical gap={4} align="start">
        {nameLink(row)}
        {row.creditCode && <Typography.Text type="secondary">{row.creditCode}</Typography.Text>}
        <Space size={4} wrap>
          <EnterpriseStatusTag status={row.status} />
          {row.applyType && <Typography.Text>{APPLY_TYPE_TITLES[row.applyType]}</Typography.Text>}
        </Space>
        <ReportingCounts reporting={row.reporting} />
      </Flex>
    ),
  },
];

/** Staff (/enterprises/index): the park's register of enterprises, searchable, filterable, exportable. */
export default function EnterprisesPage() {
  const [filter, setFilter] = useState<TEnterpriseFilter>({ search: undefined });
  const [page, setPage] = useState(1);
  const list = useEnterpriseList({ ...filter, page, size: LIST_PAGE_SIZE });
  const layout = useScreenColumns(columns, phoneColumns, 1100);
  const change = (next: TEnterpriseFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Card title="企业名录" variant="borderless" extra={<ExportButton download={() => exportEnterpriseList(filter)} />}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          aria-label="搜索企业"
          placeholder="企业名称或统一社会信用代码"
          onSearch={(value) => change({ ...filter, search: value.trim() || undefined })}
          style={{ width: 320 }}
        />
        <Select<EnterpriseStatus | 'all'>
          aria-label="企业状态"
          value={filter.status ?? 'all'}
          style={{ width: 140 }}
          options={[{ value: 'all', label: '全部状态' }, ...ENTERPRISE_STATUSES.map((s) => ({ value: s, label: ENTERPRISE_STATUS_LABELS[s] }))]}
          onChange={(value) => change({ ...filter, status: value === 'all' ? undefined : value })}
        />
      </Space>
      <ReadOr read={list} failed="企业名录加载失败">
        <Table<TEnterpriseRow>
          rowKey="unicodes"
          {...layout}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: <Empty description={filter.search || filter.status ? '没有符合条件的企业' : '暂无企业'} /> }}
          pagination={listPagination(page, list.data?.total, setPage)}
        />
      </ReadOr>
    </Card>
  );
}
