import { useState, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { TAX_MESSAGES } from '@ftown/domain/tax/tax.schemas';
import { FinishFlagLoader } from './finish-flag-loader';
import { TaxRegistrationDialog } from './tax-registration-dialog';

type Props = {
  unicodes: string;
  /** The enterprise's name, so the registration dialog says which enterprise it asks about. */
  name: string;
  /** What 'yes' leads to once saved (the gate itself then shows its children, as the flag is now 1). */
  onFinished?: () => void;
  children: (unicodes: string) => ReactNode;
};

/**
 * Business reporting needs the enterprise code and completed tax registration (spec sections 5 and 8).
 * Without registration the dialog opens at once; the page keeps a way to open it again.
 */
export function TaxGate({ unicodes, name, onFinished, children }: Props) {
  const [dialogOpen, setDialogOpen] = useState(true);
  return (
    <FinishFlagLoader unicodes={unicodes} rows={6}>
      {(code, finished) =>
        finished ? (
          children(code)
        ) : (
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
              unicodes={code}
              name={name}
              open={dialogOpen}
              onClose={() => setDialogOpen(false)}
              onFinished={() => onFinished?.()}
            />
          </>
        )
      }
    </FinishFlagLoader>
  );
}
