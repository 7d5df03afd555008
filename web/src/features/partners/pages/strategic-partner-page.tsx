import { useState } from 'react';
import { Button, Card, Flex, Result, Select, Skeleton, Space, Typography } from 'antd';
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

/**
 * An enterprise as the chooser names it: the company name, its credit code as secondary text. Standing alone, the
 * code may wrap under the name; inside the chooser's one-line box it may not.
 */
function EnterpriseLabel({ enterprise, wrap = false }: { enterprise: TStrategicEnterprise; wrap?: boolean }) {
  return (
    <Space size={8} wrap={wrap}>
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
    // The enterprise is named above the record, not in the card's header: there, a long company name and the chooser's
    // width made the page wider than a phone.
    <Card title="战略合作伙伴" variant="borderless">
      <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
        <span>企业</span>
        {list.length > 1 ? (
          <Select
            aria-label="企业"
            value={current?.unicodes}
            onChange={setChosen}
            // May shrink below its label's width: the label is clipped in the box, not the page widened.
            style={{ flex: '1 1 240px', minWidth: 0, maxWidth: 480 }}
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
        ) : (
          current && <EnterpriseLabel enterprise={current} wrap />
        )}
      </Flex>
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
