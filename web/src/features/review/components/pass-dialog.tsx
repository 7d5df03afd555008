import { useRef } from 'react';
import { App, Form, Input } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { todayCst } from '@ftown/domain/formats/date-time';
import {
  DUPLICATE_ADDRESS_MESSAGE,
  OPINION_MAX,
  stageResultSchema,
  zOpinion,
  type StageContext,
  type StageFacts,
} from '@ftown/domain/review/stage-results';
import { STAGE_RESULT_FIELDS } from '@ftown/domain/review/stage-forms';
import { STAGE_INFO, type Stage } from '@ftown/domain/review/stages';
import { defaultsOf } from '@/components/form-engine/form-fields';
import { zodRule } from '@/lib/zod-rule';
import { getAddressHolders } from '../api/get-address-holders';
import { usePass } from '../api/pass';
import { useReviewState } from '../api/get-review-state';
import { ActionDialog, type DialogProps } from './action-dialog';
import { LicenseScanUpload } from './license-scan-upload';
import { cleanValues, RESULT, StageResultFields } from './stage-result-fields';

/** Values the form can know before the examiner types: the proposed name is the first candidate. */
const prefillOf = (stage: Stage, apply: TApply): Record<string, unknown> =>
  stage === 'industry_name' && apply.name ? { candidateNames: [apply.name], approvedName: apply.name } : {};

const NO_FACTS: StageFacts = { submittedOn: null, sentOn: null };

type Values = { opinion?: string; [RESULT]?: Record<string, unknown> };

type Props = DialogProps & { apply: TApply & { stage: Stage } };

/**
 * 通过: the opinion and the stage's result, the form laid out from the stage's domain field definitions and checked
 * with its result schema and the same context rules the server applies (today, the submission, the send date from the review state).
 */
export function PassDialog({ apply, ...dialog }: Props) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const pass = usePass();
  const state = useReviewState(apply.id);
  const confirmedAddress = useRef<string | null>(null);
  const { stage } = apply;
  const context: StageContext = { today: todayCst(), ...(state.data?.stageFacts ?? NO_FACTS) };
  const schema = stageResultSchema(stage, context);
  const fields = STAGE_RESULT_FIELDS[stage];

  /** 地址分配: an address a settled enterprise already holds is assigned only after the examiner confirms it. */
  const proceed = async (values: Values) => {
    const address = values[RESULT]?.registeredAddress;
    if (stage !== 'address' || typeof address !== 'string') return true;
    const holders = await getAddressHolders(apply.id, address);
    if (holders.length === 0) {
      confirmedAddress.current = null;
      return true;
    }
    const go = await modal.confirm({
      title: '该地址已有已入驻企业登记',
      content: DUPLICATE_ADDRESS_MESSAGE(holders),
      okText: '确认共用该地址',
      cancelText: '返回修改',
    });
    confirmedAddress.current = go ? address : null;
    return go;
  };

  return (
    <ActionDialog<Values>
      title={`通过 · ${STAGE_INFO[stage].label}`}
      okText="通过"
      {...dialog}
      form={form}
      initialValues={{ [RESULT]: { ...defaultsOf(fields), ...prefillOf(stage, apply) } }}
      proceed={proceed}
      onSubmit={async (values) => {
        const result = cleanValues(values[RESULT] ?? {}) as Record<string, unknown>;
        const confirmed = stage === 'address' && confirmedAddress.current !== null && confirmedAddress.current === result.registeredAddress;
        await pass.mutateAsync({
          apply: apply.id,
          stage,
          opinion: values.opinion ?? '',
          result: confirmed ? { ...result, confirmDuplicateAddress: true } : result,
        });
        void message.success(`${STAGE_INFO[stage].label}已通过`);
      }}
    >
      <StageResultFields
        fields={fields}
        schema={schema}
        controls={{ licenseScanId: <LicenseScanUpload apply={apply.id} /> }}
      />
      <Form.Item name="opinion" label="审核意见" rules={[zodRule(zOpinion)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={OPINION_MAX} showCount placeholder="同意" />
      </Form.Item>
    </ActionDialog>
  );
}
