import { App, Form } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { zPostbackRecord } from '@ftown/domain/review/stage-results';
import { useEchoMaterialApply } from '../api/echo-material';
import { ActionDialog, type DialogProps } from './action-dialog';
import { cleanValues, fieldsOf } from './schema-fields';
import { RESULT, StageResultFields, type ResultSchema } from './stage-result-fields';

type Values = { [RESULT]?: Record<string, unknown> };

const schema = zPostbackRecord as unknown as ResultSchema;
const fields = fieldsOf(schema);

type Props = DialogProps & { apply: TApply };

/** 确认材料回寄 (echoMaterialApply): a receipt of paper materials, complete or not; the stage stays. */
export function EchoMaterialDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const echo = useEchoMaterialApply();
  return (
    <ActionDialog<Values>
      title="确认材料回寄"
      okText="保存"
      {...dialog}
      form={form}
      onSubmit={async (values) => {
        // The inputs' rules ran this schema already; parsing again yields the typed record.
        const record = zPostbackRecord.parse(cleanValues(values[RESULT] ?? {}));
        await echo.mutateAsync({ id: apply.id, unicodes: apply.unicodes, ...record });
        void message.success('已记录材料回寄情况');
      }}
    >
      <StageResultFields fields={fields} schema={schema} />
    </ActionDialog>
  );
}
