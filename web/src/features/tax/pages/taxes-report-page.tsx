import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Descriptions, Skeleton, Tabs, Tag } from 'antd';
import type { TReportingEnterpriseRow } from '@ftown/domain/tax/tax.schemas';
import { usePhone } from '@/lib/use-phone';
import { useTaxReportList } from '../api/get-tax-report-list';
import { FinishFlagLoader } from '../components/finish-flag-loader';
import { MissingQuarters } from '../components/missing-quarters';
import { ENTERPRISE_PARAM, ReportingEnterprise } from '../components/reporting-enterprise';
import { TaxFiling } from '../components/tax-filing';
import { TaxRegistrationDialog } from '../components/tax-registration-dialog';

const TAXES_INDEX = '/taxes/index';

/** The counts come from one reporting state (due = filed + missing), so they never contradict each other. */
function Overview({ unicodes, finished }: { unicodes: string; finished: boolean }) {
  const list = useTaxReportList(unicodes);
  const navigate = useNavigate();
  const count = (pick: (data: NonNullable<typeof list.data>) => readonly unknown[]) =>
    list.isPending ? <Skeleton.Input active size="small" /> : list.isError ? '加载失败' : `${pick(list.data).length}个`;
  // On a phone each label stands over its value: beside them, the longest label left the missing quarters' list
  // a third of the screen.
  const phone = usePhone();
  return (
    <Descriptions column={1} bordered size="middle" layout={phone ? 'vertical' : 'horizontal'}>
      <Descriptions.Item label="税务登记">
        {finished ? <Tag color="green">已完成</Tag> : <Tag color="orange">未完成</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="应填报季度（入驻当季起）">{count((d) => d.due)}</Descriptions.Item>
      <Descriptions.Item label="已填报季度">{count((d) => d.filed)}</Descriptions.Item>
      <Descriptions.Item label="未填报季度">{list.data ? <MissingQuarters missing={list.data.missing} /> : '—'}</Descriptions.Item>
      <Descriptions.Item label="填报入口">
        <Button type="link" onClick={() => void navigate(`${TAXES_INDEX}?${new URLSearchParams({ [ENTERPRISE_PARAM]: unicodes })}`)}>
          打开经营情况及税收填报页
        </Button>
      </Descriptions.Item>
    </Descriptions>
  );
}

function EnterpriseReporting({ enterprise }: { enterprise: TReportingEnterpriseRow }) {
  const [tab, setTab] = useState('overview');
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <FinishFlagLoader unicodes={enterprise.unicodes} rows={8}>
      {(code, finished) => (
        <>
          <Tabs
            activeKey={tab}
            onChange={(key) => {
              if (key === 'tax' && !finished) setDialogOpen(true);
              else setTab(key);
            }}
            items={[
              { key: 'overview', label: '填报概况', children: <Overview unicodes={code} finished={finished} /> },
              { key: 'tax', label: '经营情况及税收填报', children: finished ? <TaxFiling unicodes={code} /> : null },
            ]}
          />
          <TaxRegistrationDialog
            unicodes={code}
            name={enterprise.name}
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            onFinished={() => setTab('tax')}
          />
        </>
      )}
    </FinishFlagLoader>
  );
}

/**
 * 经营状况填报管理 (/taxes/report): for one settled enterprise, an overview tab and the tax tab. Opening the tax
 * tab without completed registration shows the registration dialog; 'yes' switches to the tax tab pane (spec
 * section 4).
 */
export default function TaxesReportPage() {
  return (
    <Card title="经营状况填报管理" variant="borderless">
      <ReportingEnterprise rows={8}>{(enterprise) => <EnterpriseReporting key={enterprise.unicodes} enterprise={enterprise} />}</ReportingEnterprise>
    </Card>
  );
}
