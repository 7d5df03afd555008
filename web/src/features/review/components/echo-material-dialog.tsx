import { App, Form } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { todayCst } from '@ftown/domain/formats/date-time';
import { POSTBACK_RECORD_FIELDS } from '@ftown/domain/review/stage-forms';
import { postbackRecordSchema, zPostbackRecord } from '@ftown/domain/review/stage-results';
import { useEchoMaterialApply } from '../api/echo-material';
import { useReviewState } from '../api/get-review-state';
import { ActionDialog, type DialogProps } from './action-dialog';
import { cleanValues, RESULT, StageResultFields } from './stage-result-fields';

type Values = { [RESULT]?: Record<string, unknown> };

type Props = DialogProps & { apply: TApply };

/**
 * 确认材料回寄 (echoMaterialApply): a receipt of paper materials, complete or not; the stage stays. The receipt
 * is checked with the postback stage's context rules, as the server does (not after today, not before sending).
 */
export function EchoMaterialDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const echo = useEchoMaterialApply();
  const state = useReviewState(apply.id);
  const schema = postbackRecordSchema({ today: todayCst(), submittedOn: null, sentOn: null, ...state.data?.stageFacts });
  return (
    <ActionDialog<Values>
      title="确认材料回寄"
      okText="保存"
      {...dialog}
      form={form}
      onSubmit={async (values) => {
        // The inputs' rules ran this schema already; parsing again yields the typed record.
        const receipt = zPostbackRecord.parse(cleanValues(values[RESULT] ?? {}));
        await echo.mutateAsync({ id: apply.id, unicodes: apply.unicodes, ...receipt });
        void message.success('已记录材料回寄情况');
      }}
    >
      <StageResultFields fields={POSTBACK_RECORD_FIELDS} schema={schema} />
    </ActionDialog>
  );
}
