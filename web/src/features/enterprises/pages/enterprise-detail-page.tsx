import { Link, useParams } from 'react-router';
import { Card, Descriptions, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { applyOutcomeLabel } from '@ftown/domain/enterprises/apply-outcome';
import type { TEnterpriseApply } from '@ftown/domain/enterprises/enterprises.schemas';
import { formatAmount } from '@ftown/domain/formats/amount';
import { formatDate, formatDateTime } from '@ftown/domain/formats/date-time';
import { yearQuarterLabel } from '@ftown/domain/tax/quarters';
import { LoadFailed } from '@/components/load-failed';
import { PageLoading } from '@/components/page-loading';
import { columnsWidth } from '@/lib/columns-width';
import { useEnterprise } from '../api/get-enterprise';
import { EnterpriseStatusTag, ReportingCounts } from '../components/enterprise-labels';

/** The officers' names of the approved version's officer section (rows with `names`). */
const officerNames = (officers: unknown): string => {
  const rows = (officers as { rows?: { names?: unknown }[] } | null)?.rows ?? [];
  const names = rows.map((r) => (typeof r.names === 'string' ? r.names : '')).filter(Boolean);
  return names.length > 0 ? names.join('、') : '—';
};

/** Each column as wide as its longest value on one line: a phone scrolls the table, rather than stacking characters. */
const applyColumns: TableColumnsType<TEnterpriseApply> = [
  { key: 'id', title: '申请编号', dataIndex: 'id', width: 100, render: (id: number) => <Link to={`/examine/view/index/${id}`}>{id}</Link> },
  { key: 'type', title: '申请类型', dataIndex: 'type', width: 230, render: (v: TEnterpriseApply['type']) => APPLY_TYPE_TITLES[v] },
  { key: 'outcome', title: '状态与结果', width: 200, render: (_, a) => applyOutcomeLabel(a) },
  { key: 'version', title: '版本', dataIndex: 'version', width: 80, render: (v: number) => `第${v}版` },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (v: string | null) => (v ? formatDateTime(v) : '—') },
];
const APPLY_TABLE_WIDTH = columnsWidth(applyColumns);

/** Staff (/enterprises/detail/{unicodes}): one enterprise's register entry, its applications, its reporting. */
export default function EnterpriseDetailPage() {
  const unicodes = decodeURIComponent(useParams().unicodes ?? '');
  const query = useEnterprise(unicodes);
  if (query.isPending) return <PageLoading tip="正在加载企业信息…" />;
  if (query.isError) return <LoadFailed title="企业信息加载失败" error={query.error} onRetry={() => query.refetch()} />;
  const e = query.data;

  return (
    <Flex vertical gap={16}>
      <Card title={`${e.name || e.unicodes}`} extra={<Link to="/enterprises/index">返回企业名录</Link>}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'unicodes', label: '企业编号', children: e.unicodes },
            { key: 'creditCode', label: '统一社会信用代码', children: e.creditCode ?? '—' },
            { key: 'status', label: '状态', children: <EnterpriseStatusTag status={e.status} /> },
            { key: 'applyType', label: '入驻类型', children: e.applyType ? APPLY_TYPE_TITLES[e.applyType] : '—' },
            { key: 'settledAt', label: '入驻日期', children: e.settledAt ? formatDate(e.settledAt) : '—' },
            { key: 'registeredAddress', label: '注册地址', children: e.registeredAddress ?? '—' },
            { key: 'registrationAuthority', label: '登记机关', children: e.registrationAuthority ?? '—' },
            { key: 'licenceNo', label: '营业执照编号', children: e.licenceNo ?? '—' },
            { key: 'licenceDate', label: '发照日期', children: e.licenceDate ?? '—' },
            { key: 'capital', label: '注册资本（万元）', children: e.capital ? formatAmount(e.capital) : '—' },
            { key: 'officers', label: '董监高及主要人员', children: officerNames(e.officers) },
            { key: 'settledVersion', label: '核准版本', children: e.settledVersion ? `第${e.settledVersion}版` : '—' },
          ]}
        />
      </Card>
      <Card title="申请记录">
        <Table<TEnterpriseApply>
          rowKey="id"
          size="small"
          columns={applyColumns}
          dataSource={e.applies}
          pagination={false}
          scroll={{ x: APPLY_TABLE_WIDTH }}
          locale={{ emptyText: '暂无已提交的申请' }}
        />
      </Card>
      <Card title="经营情况填报">
        <Flex vertical gap={8}>
          <ReportingCounts reporting={e.reporting} />
          {e.missingQuarters.length > 0 ? (
            <Flex gap={4} wrap>
              <Typography.Text type="secondary">未填报季度：</Typography.Text>
              {e.missingQuarters.map((q) => (
                <Tag key={`${q.reportYear}-${q.reportQuarter}`} color="orange">
                  {yearQuarterLabel(q)}
                </Tag>
              ))}
            </Flex>
          ) : (
            e.reporting && <Typography.Text type="secondary">已结束的季度均已填报</Typography.Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
