import { App, Form, Select } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { zExaminerId } from '@ftown/domain/review/stage-results';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import type { DistributionStage } from '@ftown/domain/review/workflow';
import { zodRule } from '@/lib/zod-rule';
import { useAssign } from '../api/assign';
import { useExamineAssistant } from '../api/select-examine-assistant';
import { ActionDialog, type DialogProps } from './action-dialog';

type Values = { examiner: number };

type Props = DialogProps & { apply: TApply & { stage: DistributionStage } };

/** 分配: the centre's chief picks an examiner of the centre; each shows how many applications they already hold. */
export function AssignDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const assign = useAssign();
  const candidates = useExamineAssistant(apply.stage);

  return (
    <ActionDialog<Values>
      title={`分配审核人员 · ${STAGE_INFO[apply.stage].label}`}
      okText="分配"
      {...dialog}
      form={form}
      onSubmit={async ({ examiner }) => {
        await assign.mutateAsync({ apply: apply.id, stage: apply.stage, examiner });
        const name = candidates.data?.find((c) => c.id === examiner)?.name ?? '';
        void message.success(`已分配给${name}`);
      }}
    >
      <Form.Item name="examiner" label="审核人员" required rules={[zodRule(zExaminerId)]}>
        <Select
          placeholder="请选择审核人员"
          loading={candidates.isPending}
          notFoundContent={candidates.isError ? '审核人员加载失败' : '本中心暂无可分配的审核人员'}
          options={(candidates.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.job}，在审${c.inReview}件）` }))}
        />
      </Form.Item>
    </ActionDialog>
  );
}
