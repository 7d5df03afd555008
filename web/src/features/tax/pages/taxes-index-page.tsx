import { Card } from 'antd';
import { TaxFiling } from '../components/tax-filing';
import { TaxGate } from '../components/tax-gate';
import { useCurrentUnicodes } from '../hooks/use-current-unicodes';

/** TaxesIndex (/taxes/index): business situation and tax reporting behind the registration check. */
export default function TaxesIndexPage() {
  const unicodes = useCurrentUnicodes();
  return (
    <Card title="经营情况及税收填报" variant="borderless">
      <TaxGate unicodes={unicodes}>{(u) => <TaxFiling unicodes={u} />}</TaxGate>
    </Card>
  );
}
