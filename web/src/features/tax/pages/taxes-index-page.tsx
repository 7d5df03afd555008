import { Card } from 'antd';
import { ReportingEnterprise } from '../components/reporting-enterprise';
import { TaxFiling } from '../components/tax-filing';
import { TaxGate } from '../components/tax-gate';

/** TaxesIndex (/taxes/index): business situation and tax reporting of one settled enterprise, behind the registration check. */
export default function TaxesIndexPage() {
  return (
    <Card title="经营情况及税收填报" variant="borderless">
      <ReportingEnterprise rows={6}>
        {(enterprise) => (
          <TaxGate key={enterprise.unicodes} unicodes={enterprise.unicodes} name={enterprise.name}>
            {(u) => <TaxFiling unicodes={u} />}
          </TaxGate>
        )}
      </ReportingEnterprise>
    </Card>
  );
}
