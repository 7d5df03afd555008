import { useState, type ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { TAX_MESSAGES } from '@ftown/domain/tax/tax.schemas';
import { useFinishTaxReport } from '../api/validate-finish-tax-report';
import { TaxRegistrationDialog } from './tax-registration-dialog';

type Props = {
  unicodes: string | null;
  /** What 'yes' leads to once saved (the gate itself then shows its children, as the flag is now 1). */
  onFinished?: () => void;
  children: (unicodes: string) => ReactNode;
};

/**
 * Business reporting needs the enterprise code and completed tax registration (spec sections 5 and 8).
 * Without registration the dialog opens at once; the page keeps a way to open it again.
 */
export function TaxGate({ unicodes, onFinished, children }: Props) {
  const finish = useFinishTaxReport(unicodes);
  const [dialogOpen, setDialogOpen] = useState(true);

  if (unicodes === null) return <Result status="warning" title={TAX_MESSAGES.missingUnicodes} />;
  if (finish.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
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
  if (finish.data === 1) return children(unicodes);
  return (
    <>
      <Result
        status="info"
        title={TAX_MESSAGES.finishRequired}
        extra={
          <Button type="primary" onClick={() => setDialogOpen(true)}>
            确认税务登记情况
          </Button>
        }
      />
      <TaxRegistrationDialog
        unicodes={unicodes}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onFinished={() => onFinished?.()}
      />
    </>
  );
}
