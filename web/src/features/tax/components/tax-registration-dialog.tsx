import { App, Button, Modal, Space, Typography } from 'antd';
import { TAX_MESSAGES } from '@ftown/domain/tax/tax.schemas';
import { useSaveFinishTaxReport } from '../api/save-finish-tax-report';

/** Width of the dialog (spec section 9). */
export const TAX_DIALOG_WIDTH = 450;

/** Both answers' notes share one place: a 'yes' after a 'no' replaces the warning rather than standing beside it. */
const ANSWER_NOTE = 'tax-registration-answer';

type Props = {
  unicodes: string;
  /** The enterprise asked about, named in the question. */
  name: string;
  open: boolean;
  onClose: () => void;
  /** After 'yes' was saved: go to TaxesIndex, or switch to the tax tab pane when opened from a tab. */
  onFinished: () => void;
};

/**
 * Asks whether tax registration is completed (spec sections 2 and 4). 'No' warns and closes without saving;
 * 'yes' saves the flag first. A refusal keeps the dialog open; the request layer has shown its message.
 */
export function TaxRegistrationDialog({ unicodes, name, open, onClose, onFinished }: Props) {
  const { message } = App.useApp();
  const save = useSaveFinishTaxReport();

  const answerNo = () => {
    void message.warning({ key: ANSWER_NOTE, content: TAX_MESSAGES.finishRequired });
    onClose();
  };

  const answerYes = () =>
    save.mutate(
      { unicodes, finishTaxReport: 1 },
      {
        onSuccess: () => {
          void message.success({ key: ANSWER_NOTE, content: TAX_MESSAGES.finishSaved });
          onClose();
          onFinished();
        },
      },
    );

  return (
    <Modal
      title="税务登记"
      open={open}
      width={TAX_DIALOG_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={answerNo} disabled={save.isPending}>
            否
          </Button>
          <Button type="primary" onClick={answerYes} loading={save.isPending}>
            是
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        <Typography.Text strong>{name}</Typography.Text>是否已完成税务登记？
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        完成税务登记并产生税收后，方可按季度填报经营情况及纳税数据。
      </Typography.Paragraph>
    </Modal>
  );
}
