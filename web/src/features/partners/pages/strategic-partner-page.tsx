import { useState } from 'react';
import { Button, Card, Result, Select, Skeleton, Space, Typography } from 'antd';
import type { TStrategicEnterprise } from '@ftown/domain/partners/partners.schemas';
import { useSessionStore } from '@/stores/session-store';
import { useStrategicEnterprises } from '../api/get-strategic-enterprises';
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

const NO_CREDIT_CODE = '统一社会信用代码待登记';

/** An enterprise as the chooser names it: the company name, its credit code as secondary text. */
function EnterpriseLabel({ enterprise }: { enterprise: TStrategicEnterprise }) {
  return (
    <Space size={8}>
      <span>{enterprise.name}</span>
      <Typography.Text type="secondary">{enterprise.creditCode ?? NO_CREDIT_CODE}</Typography.Text>
    </Space>
  );
}

/**
 * /strategic_partner/index: the partner list; an account acting for enterprises also keeps their strategic record,
 * with the enterprise it is about named (and chosen, where there are several) by company name.
 */
export default function StrategicPartnerPage() {
  // Selected as is: a fallback array made inside the selector would be new on every read and loop the store.
  const linked = useSessionStore((s) => s.session?.userCompanyUnicodes);
  const hasEnterprises = (linked?.length ?? 0) > 0;
  const enterprises = useStrategicEnterprises(hasEnterprises);
  const [chosen, setChosen] = useState<string | undefined>();

  if (!hasEnterprises || (enterprises.isSuccess && enterprises.data.length === 0)) {
    return (
      <Card title="战略合作伙伴" variant="borderless">
        <PartnerTable />
      </Card>
    );
  }
  const list = enterprises.data ?? [];
  const current = list.find((e) => e.unicodes === chosen) ?? list[0];
  return (
    <Card
      title="战略合作伙伴"
      variant="borderless"
      extra={
        list.length > 1 ? (
          <Space>
            <span>企业</span>
            <Select
              aria-label="企业"
              value={current?.unicodes}
              onChange={setChosen}
              style={{ minWidth: 360 }}
              popupMatchSelectWidth={false}
              // A text label, so assistive technology reads the name; the credit code is drawn beside it.
              options={list.map((e) => ({ value: e.unicodes, label: e.name }))}
              optionRender={(option) => {
                const enterprise = list.find((e) => e.unicodes === option.value);
                return enterprise ? <EnterpriseLabel enterprise={enterprise} /> : option.label;
              }}
              labelRender={({ value, label }) => {
                const enterprise = list.find((e) => e.unicodes === value);
                return enterprise ? <EnterpriseLabel enterprise={enterprise} /> : label;
              }}
            />
          </Space>
        ) : (
          current && <EnterpriseLabel enterprise={current} />
        )
      }
    >
      {enterprises.isError ? (
        <Result status="error" title="企业信息加载失败" subTitle={enterprises.error.message} extra={<Button onClick={() => void enterprises.refetch()}>重试</Button>} />
      ) : current ? (
        <EnterpriseRecord unicodes={current.unicodes} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}
