import { useState } from 'react';
import { Button, Card, Drawer, Empty, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { yearQuarterLabel } from '@ftown/domain/tax/quarters';
import { formatDate } from '@ftown/domain/formats/date-time';
import type { TEnterpriseTaxRow } from '@ftown/domain/tax/tax.schemas';
import { ExportButton } from '@/components/export-button';
import { ReadOr } from '@/components/load-failed';
import { TaxFinishTag } from '@/components/tax-finish-tag';
import { LIST_PAGE_SIZE, listPagination } from '@/lib/list-page';
import { useScreenColumns } from '@/lib/use-phone';
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

  const actions = {
    key: 'actions',
    title: '操作',
    render: (_: unknown, row: TEnterpriseTaxRow) => (
      <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(row)}>
        查看填报
      </Button>
    ),
  };
  // On a phone the enterprise carries its filing state, beside its action: nine columns a sideways scroll wide
  // showed the name and the credit code only.
  const phoneColumns: TableColumnsType<TEnterpriseTaxRow> = [
    {
      key: 'enterprise',
      title: '企业',
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text>{row.name}</Typography.Text>
          {row.creditCode && <Typography.Text type="secondary">{row.creditCode}</Typography.Text>}
          <Space size={4} wrap>
            <TaxFinishTag taxFinish={row.taxFinish} named />
            <Typography.Text type="secondary">
              应填报{row.dueCount} 已填报{row.reportCount}
            </Typography.Text>
            {row.missingCount > 0 && <Tag color="orange">未填报{row.missingCount}</Tag>}
          </Space>
        </Flex>
      ),
    },
    { ...actions, width: 96 },
  ];

  const columns: TableColumnsType<TEnterpriseTaxRow> = [
    { key: 'name', title: '企业名称', dataIndex: 'name' },
    { key: 'creditCode', title: '统一社会信用代码', dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
    { key: 'settledAt', title: '入驻日期', dataIndex: 'settledAt', width: 110, render: (v: string) => formatDate(v) },
    {
      key: 'taxFinish',
      title: '税务登记',
      dataIndex: 'taxFinish',
      width: 100,
      render: (v: number) => <TaxFinishTag taxFinish={v} />,
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
    { ...actions, width: 100 },
  ];
  const layout = useScreenColumns(columns, phoneColumns, 1000);

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
          {...layout}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: <Empty description={keyword ? '没有符合条件的企业' : '暂无已入驻企业'} /> }}
          pagination={listPagination(page, list.data?.total, setPage)}
        />
      </ReadOr>
      {open && <EnterpriseReports row={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
