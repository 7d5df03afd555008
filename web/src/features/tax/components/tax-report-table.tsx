import { Table, type TableColumnsType } from 'antd';
import { formatAmount } from '@ftown/domain/formats/amount';
import { formatDateTime } from '@ftown/domain/formats/date-time';
import { quarterLabel } from '@ftown/domain/tax/quarters';
import { TAX_AMOUNT_FIELDS, TAX_AMOUNT_LABELS, type TTaxReport } from '@ftown/domain/tax/tax.schemas';

const amountColumn = (key: keyof TTaxReport, title: string) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (value: string) => formatAmount(value),
});

const COLUMNS: TableColumnsType<TTaxReport> = [
  { key: 'reportYear', title: '年度', dataIndex: 'reportYear', render: (y: number) => `${y}年` },
  { key: 'reportQuarter', title: '季度', dataIndex: 'reportQuarter', render: quarterLabel },
  ...TAX_AMOUNT_FIELDS.map((f) => amountColumn(f, `${TAX_AMOUNT_LABELS[f]}（元）`)),
  amountColumn('totalTax', '合计（元）'),
  { key: 'addTime', title: '填报时间', dataIndex: 'addTime', render: (t: string) => formatDateTime(t) },
];

/** Past reports, amounts with 4 decimals and thousand separators (spec section 9). */
export function TaxReportTable({ items, loading }: { items: readonly TTaxReport[]; loading?: boolean }) {
  return (
    <Table<TTaxReport>
      rowKey="id"
      size="middle"
      columns={COLUMNS}
      dataSource={[...items]}
      loading={loading}
      pagination={items.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
      scroll={{ x: 960 }}
      locale={{ emptyText: '暂无填报记录' }}
    />
  );
}
