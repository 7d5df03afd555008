import { useState } from 'react';
import { Button, Card, Result, Select, Skeleton, Space } from 'antd';
import { useSessionStore } from '@/stores/session-store';
import { useStrategicRecord } from '../api/get-strategic-record';
import { PartnerTable } from '../components/partner-table';
import { StrategicForm } from '../components/strategic-form';

function EnterpriseRecord({ unicodes }: { unicodes: string }) {
  const record = useStrategicRecord(unicodes);
  if (record.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (record.isError) {
    return (
      <Result
        status="error"
        title="战略合作意向加载失败"
        subTitle={record.error.message}
        extra={<Button onClick={() => void record.refetch()}>重试</Button>}
      />
    );
  }
  return <StrategicForm key={`${unicodes}:${record.data?.updatedAt ?? 'new'}`} unicodes={unicodes} record={record.data} />;
}

/** /strategic_partner/index: the partner list; an account acting for enterprises also keeps their strategic record. */
export default function StrategicPartnerPage() {
  // Selected as is: a fallback array made inside the selector would be new on every read and loop the store.
  const enterprises = useSessionStore((s) => s.session?.userCompanyUnicodes);
  const [chosen, setChosen] = useState<string | undefined>();
  const unicodes = chosen ?? enterprises?.[0];

  if (unicodes === undefined) {
    return (
      <Card title="战略合作伙伴" variant="borderless">
        <PartnerTable />
      </Card>
    );
  }
  return (
    <Card
      title="战略合作伙伴"
      variant="borderless"
      extra={
        enterprises && enterprises.length > 1 && (
          <Space>
            <span>企业</span>
            <Select
              aria-label="企业"
              value={unicodes}
              onChange={setChosen}
              style={{ width: 160 }}
              options={enterprises.map((u) => ({ value: u, label: u }))}
            />
          </Space>
        )
      }
    >
      <EnterpriseRecord unicodes={unicodes} />
    </Card>
  );
}
