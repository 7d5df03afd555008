import { Card, Space } from 'antd';
import { useTaxReportList } from '../api/get-tax-report-list';
import { TaxHistory } from './tax-history';
import { TaxReportForm } from './tax-report-form';

/** The filing form above the enterprise's history; the form waits for the list to know the filed quarters. */
export function TaxFiling({ unicodes }: { unicodes: string }) {
  const list = useTaxReportList(unicodes);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card size="small" title="季度填报">
        {list.data?.enterprise.settledAt ? (
          <TaxReportForm unicodes={unicodes} filed={list.data.items} settledAt={new Date(list.data.enterprise.settledAt)} />
        ) : null}
      </Card>
      <TaxHistory list={list} />
    </Space>
  );
}
