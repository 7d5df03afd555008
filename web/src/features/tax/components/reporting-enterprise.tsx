import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Descriptions, Flex, Radio, Result, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { ENTERPRISE_STATUS_LABELS } from '@ftown/domain/enterprises/enterprise-status';
import { formatDate } from '@ftown/domain/formats/date-time';
import { TAX_MESSAGES, type TReportingEnterpriseRow } from '@ftown/domain/tax/tax.schemas';
import { useReportingEnterprises } from '../api/get-reporting-enterprises';

/** The search parameter that names the enterprise a reporting page is about, so a reload or link keeps it. */
export const ENTERPRISE_PARAM = 'unicodes';

/** The enterprise a page is about: its name first, the credit code as secondary text (never the ENT- code). */
function EnterpriseHeader({ enterprise, settled }: { enterprise: TReportingEnterpriseRow; settled: readonly TReportingEnterpriseRow[] }) {
  const [, setParams] = useSearchParams();
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="填报企业">
        {settled.length > 1 ? (
          <Select
            aria-label="填报企业"
            style={{ minWidth: 280 }}
            value={enterprise.unicodes}
            onChange={(value: string) => setParams({ [ENTERPRISE_PARAM]: value })}
            options={settled.map((e) => ({ value: e.unicodes, label: e.name }))}
          />
        ) : (
          <Typography.Text strong>{enterprise.name}</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="统一社会信用代码">{enterprise.creditCode ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="入驻日期">{formatDate(enterprise.settledAt)}</Descriptions.Item>
    </Descriptions>
  );
}

/** Asked when more than one settled enterprise fits: nothing is filed for one the applicant did not pick. */
function EnterpriseChooser({ settled }: { settled: readonly TReportingEnterpriseRow[] }) {
  const [, setParams] = useSearchParams();
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title="您关联了多家已入驻企业，请选择本次填报的企业" />
      <Radio.Group
        aria-label="选择填报企业"
        onChange={(e) => setParams({ [ENTERPRISE_PARAM]: String(e.target.value) })}
        options={settled.map((e) => ({
          value: e.unicodes,
          label: (
            <Space>
              <Typography.Text strong>{e.name}</Typography.Text>
              <Typography.Text type="secondary">{e.creditCode ?? '统一社会信用代码未登记'}</Typography.Text>
            </Space>
          ),
        }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
    </Flex>
  );
}

/** Why an applicant without a settled enterprise cannot report, with the enterprises still applying. */
function NoneSettled({ applying }: { applying: readonly TReportingEnterpriseRow[] }) {
  return (
    <Result
      status="info"
      title={TAX_MESSAGES.noneSettled}
      subTitle={
        applying.length > 0 ? (
          <Space orientation="vertical">
            {applying.map((e) => (
              <span key={e.unicodes}>
                {e.name || '未命名企业'} <Tag>{ENTERPRISE_STATUS_LABELS[e.status]}</Tag>
              </span>
            ))}
          </Space>
        ) : null
      }
    />
  );
}

/**
 * Every reporting page is about one settled enterprise the applicant acts for (issue 12): it names it (name and
 * credit code), asks the applicant to choose when more than one fits, and says why when none has settled.
 */
export function ReportingEnterprise({ rows, children }: { rows: number; children: (enterprise: TReportingEnterpriseRow) => ReactNode }) {
  const enterprises = useReportingEnterprises();
  const [params] = useSearchParams();
  if (enterprises.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (enterprises.isError) {
    return (
      <Result
        status="error"
        title="企业信息加载失败"
        subTitle={enterprises.error.message}
        extra={<Button onClick={() => void enterprises.refetch()}>重试</Button>}
      />
    );
  }
  const settled = enterprises.data.filter((e) => e.status === 'settled');
  if (settled.length === 0) return <NoneSettled applying={enterprises.data} />;
  const wanted = params.get(ENTERPRISE_PARAM);
  const current = settled.length === 1 ? settled[0] : settled.find((e) => e.unicodes === wanted);
  if (!current) return <EnterpriseChooser settled={settled} />;
  return (
    <>
      <EnterpriseHeader enterprise={current} settled={settled} />
      {children(current)}
    </>
  );
}
