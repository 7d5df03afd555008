import { App, Form, Input } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { OPINION_MAX, STAGE_RESULT_SCHEMAS, zOpinion } from '@ftown/domain/review/stage-results';
import { STAGE_INFO, type Stage } from '@ftown/domain/review/stages';
import { zodRule } from '@/lib/zod-rule';
import { usePass } from '../api/pass';
import { ActionDialog, type DialogProps } from './action-dialog';
import { LicenseScanUpload } from './license-scan-upload';
import { defaultsOf, fieldsOf, cleanValues } from './schema-fields';
import { RESULT, StageResultFields, type ResultSchema } from './stage-result-fields';

/** Values the form can know before the examiner types: the proposed name is the first candidate. */
const prefillOf = (stage: Stage, apply: TApply): Record<string, unknown> =>
  stage === 'industry_name' && apply.name ? { candidateNames: [apply.name], approvedName: apply.name } : {};

type Values = { opinion?: string; [RESULT]?: Record<string, unknown> };

type Props = DialogProps & { apply: TApply & { stage: Stage } };

/** 通过: the opinion and the stage's result, the form generated from the stage's domain result schema. */
export function PassDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const pass = usePass();
  const { stage } = apply;
  const schema = STAGE_RESULT_SCHEMAS[stage] as unknown as ResultSchema;
  const fields = fieldsOf(schema);

  return (
    <ActionDialog<Values>
      title={`通过 · ${STAGE_INFO[stage].label}`}
      okText="通过"
      {...dialog}
      form={form}
      initialValues={{ [RESULT]: { ...defaultsOf(fields), ...prefillOf(stage, apply) } }}
      onSubmit={async (values) => {
        await pass.mutateAsync({
          apply: apply.id,
          stage,
          opinion: values.opinion ?? '',
          result: cleanValues(values[RESULT] ?? {}) as Record<string, unknown>,
        });
        void message.success(`${STAGE_INFO[stage].label}已通过`);
      }}
    >
      <StageResultFields
        fields={fields}
        schema={schema}
        widgets={{ licenseScanId: <LicenseScanUpload apply={apply.id} /> }}
      />
      <Form.Item name="opinion" label="审核意见" rules={[zodRule(zOpinion)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={OPINION_MAX} showCount placeholder="同意" />
      </Form.Item>
    </ActionDialog>
  );
}
