import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Descriptions, Skeleton, Tabs, Tag } from 'antd';
import { useTaxReportList } from '../api/get-tax-report-list';
import { FinishFlagLoader } from '../components/finish-flag-loader';
import { MissingQuarters } from '../components/missing-quarters';
import { TaxFiling } from '../components/tax-filing';
import { TaxRegistrationDialog } from '../components/tax-registration-dialog';
import { useCurrentUnicodes } from '../hooks/use-current-unicodes';

const TAXES_INDEX = '/taxes/index';

function Overview({ unicodes, finished }: { unicodes: string; finished: boolean }) {
  const list = useTaxReportList(unicodes);
  const navigate = useNavigate();
  return (
    <Descriptions column={1} bordered size="middle">
      <Descriptions.Item label="企业唯一编码">{unicodes}</Descriptions.Item>
      <Descriptions.Item label="税务登记">
        {finished ? <Tag color="green">已完成</Tag> : <Tag color="orange">未完成</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="已填报季度">
        {list.isPending ? <Skeleton.Input active size="small" /> : list.isError ? '加载失败' : `${list.data.items.length}个`}
      </Descriptions.Item>
      <Descriptions.Item label="未填报季度">{list.data ? <MissingQuarters missing={list.data.missing} /> : '—'}</Descriptions.Item>
      <Descriptions.Item label="填报入口">
        <Button type="link" onClick={() => void navigate(TAXES_INDEX)}>
          打开经营情况及税收填报页
        </Button>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 经营状况填报管理 (/taxes/report): an overview tab and the tax tab. Opening the tax tab without completed
 * registration shows the registration dialog; 'yes' switches to the tax tab pane (spec section 4).
 */
export default function TaxesReportPage() {
  const unicodes = useCurrentUnicodes();
  const [tab, setTab] = useState('overview');
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <FinishFlagLoader unicodes={unicodes} rows={8}>
      {(code, finished) => (
        <Card title="经营状况填报管理" variant="borderless">
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
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            onFinished={() => setTab('tax')}
          />
        </Card>
      )}
    </FinishFlagLoader>
  );
}
