import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { TAX_MESSAGES } from '@ftown/domain/tax/tax.schemas';
import { useFinishTaxReport } from '../api/validate-finish-tax-report';

type Props = {
  unicodes: string | null;
  /** Skeleton rows while the flag loads, to match the page that follows. */
  rows: number;
  children: (unicodes: string, finished: boolean) => ReactNode;
};

/**
 * Every reporting page first needs the enterprise code and its tax-registration flag (spec sections 5 and 8):
 * this says what is missing, shows loading and a retry on failure, and hands both to the page.
 */
export function FinishFlagLoader({ unicodes, rows, children }: Props) {
  const finish = useFinishTaxReport(unicodes);
  if (unicodes === null) return <Result status="warning" title={TAX_MESSAGES.missingUnicodes} />;
  if (finish.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (finish.isError) {
    return (
      <Result
        status="error"
        title="税务登记状态加载失败"
        subTitle={finish.error.message}
        extra={<Button onClick={() => void finish.refetch()}>重试</Button>}
      />
    );
  }
  return children(unicodes, finish.data === 1);
}
