import { Space, Tag, Typography } from 'antd';
import { APPLY_TYPE_TITLES } from '@ftown/domain/applications/types';
import { applyOutcomeLabel } from '@ftown/domain/enterprises/apply-outcome';
import { ENTERPRISE_STATUS_LABELS, type EnterpriseStatus } from '@ftown/domain/enterprises/enterprise-status';
import type { TEnterpriseApply, TReportingCounts } from '@ftown/domain/enterprises/enterprises.schemas';

export function EnterpriseStatusTag({ status }: { status: EnterpriseStatus }) {
  return <Tag color={status === 'settled' ? 'green' : 'blue'}>{ENTERPRISE_STATUS_LABELS[status]}</Tag>;
}

/** Each application as "type：where it stands", newest first. */
export function ApplyOutcomes({ applies }: { applies: readonly TEnterpriseApply[] }) {
  if (applies.length === 0) return <Typography.Text type="secondary">无已提交的申请</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {applies.map((a) => (
        <Typography.Text key={a.id}>
          {APPLY_TYPE_TITLES[a.type]}：{applyOutcomeLabel(a)}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** Quarters due, filed and missing; before settlement reporting has not started. */
export function ReportingCounts({ reporting }: { reporting: TReportingCounts | null }) {
  if (!reporting) return <Typography.Text type="secondary">入驻后开始填报</Typography.Text>;
  return (
    <Space size={4} wrap>
      <span>应报{reporting.due}个</span>
      <span>已报{reporting.filed}个</span>
      {reporting.missing > 0 ? <Tag color="orange">未报{reporting.missing}个</Tag> : <span>未报0个</span>}
    </Space>
  );
}
