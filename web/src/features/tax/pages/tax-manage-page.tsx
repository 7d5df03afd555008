import { useState } from 'react';
import { Button, Card, Drawer, Empty, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { yearQuarterLabel } from '@ftown/domain/tax/quarters';
import { formatDate } from '@ftown/domain/formats/date-time';
import type { TEnterpriseTaxRow } from '@ftown/domain/tax/tax.schemas';
import { ExportButton } from '@/components/export-button';
import { ReadOr } from '@/components/load-failed';
import { LIST_PAGE_SIZE, listPagination } from '@/lib/list-page';
import { exportTaxReport } from '../api/export-tax-report';
import { useEnterpriseTaxList } from '../api/get-enterprise-tax-list';
import { useTaxReportList } from '../api/get-tax-report-list';
import { TaxHistory } from '../components/tax-history';

function EnterpriseReports({ row, onClose }: { row: TEnterpriseTaxRow; onClose: () => void }) {
  const list = useTaxReportList(row.unicodes);
  return (
    <Drawer open title={row.creditCode ? `${row.name}（${row.creditCode}）` : row.name} size={980} onClose={onClose} extra={<ExportButton download={() => exportTaxReport(row.unicodes)} />}>
      <TaxHistory list={list} />
    </Drawer>
  );
}

/** Staff (/taxes/manage/index): every settled enterprise's filing state (quarters due since settlement), its reports and missing quarters, Excel export. */
export default function TaxManagePage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TEnterpriseTaxRow | null>(null);
  const list = useEnterpriseTaxList({ page, size: LIST_PAGE_SIZE, keyword });

  const columns: TableColumnsType<TEnterpriseTaxRow> = [
    { key: 'name', title: '企业名称', dataIndex: 'name' },
    { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
    { key: 'settledAt', title: '入驻日期', dataIndex: 'settledAt', width: 110, render: (v: string) => formatDate(v) },
    {
      key: 'taxFinish',
      title: '税务登记',
      dataIndex: 'taxFinish',
      width: 100,
      render: (v: number) => (v === 1 ? <Tag color="green">已完成</Tag> : <Tag>未完成</Tag>),
    },
    { key: 'dueCount', title: '应填报', dataIndex: 'dueCount', width: 90, align: 'right' },
    { key: 'reportCount', title: '已填报', dataIndex: 'reportCount', width: 90, align: 'right' },
    {
      key: 'missingCount',
      title: '未填报',
      dataIndex: 'missingCount',
      width: 90,
      align: 'right',
      render: (v: number) => (v > 0 ? <Tag color="orange">{v}</Tag> : 0),
    },
    {
      key: 'lastReport',
      title: '最近填报',
      dataIndex: 'lastReport',
      render: (v: TEnterpriseTaxRow['lastReport']) => (v ? yearQuarterLabel(v) : '—'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)}>
          查看填报
        </Button>
      ),
    },
  ];

  return (
    <Card title="经营情况填报管理" variant="borderless">
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="企业名称、唯一编码或信用代码"
          aria-label="搜索企业"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
      </Space>
      <ReadOr read={list} failed="填报情况加载失败">
        <Table<TEnterpriseTaxRow>
          rowKey="unicodes"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty description={keyword ? '没有符合条件的企业' : '暂无已入驻企业'} /> }}
          pagination={listPagination(page, list.data?.total, setPage)}
        />
      </ReadOr>
      {open && <EnterpriseReports row={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
