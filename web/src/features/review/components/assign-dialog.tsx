import { useEffect } from 'react';
import { App, Flex, Form, Radio, Tag, Typography } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { formatElapsed } from '@ftown/domain/formats/elapsed';
import type { TExaminerLoad } from '@ftown/domain/review/api/review.schemas';
import { zExaminerId } from '@ftown/domain/review/stage-results';
import { STAGE_INFO } from '@ftown/domain/review/stages';
import type { DistributionStage } from '@ftown/domain/review/workflow';
import { zodRule } from '@/lib/zod-rule';
import { useAssign } from '../api/assign';
import { useExaminerLoads } from '../api/get-examiner-loads';
import { ActionDialog, type DialogProps } from './action-dialog';

type Values = { examiner: number };

type Props = DialogProps & { apply: TApply & { stage: DistributionStage } };

/** One examiner as the chief weighs them: what waits on them, how much of it is late, how long a stage takes them. */
function ExaminerLoad({ load }: { load: TExaminerLoad }) {
  return (
    <Flex vertical>
      <span>
        {load.name}（{load.job}）{load.suggested && <Tag color="blue">建议</Tag>}
      </span>
      <Typography.Text type="secondary">
        在办 {load.open} 件 · <Typography.Text type={load.overdue > 0 ? 'danger' : 'secondary'}>超期 {load.overdue} 件</Typography.Text> · 平均每环节用时{' '}
        {load.averageMs === null ? '—' : formatElapsed(load.averageMs)}
      </Typography.Text>
    </Flex>
  );
}

/** What stands in for the list while there is none to choose from. */
const loadState = (loads: ReturnType<typeof useExaminerLoads>): string | undefined => {
  if (loads.isPending) return '正在加载审核人员…';
  if (loads.isError) return '审核人员加载失败';
  return loads.data.length === 0 ? '本中心暂无可分配的审核人员' : undefined;
};

/**
 * 分配: the centre's chief picks an examiner of the centre. Each shows their open and overdue applications and their
 * average working time per stage; the least loaded is marked 建议 and chosen to begin with, and the chief may pick another.
 */
export function AssignDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const assign = useAssign();
  const loads = useExaminerLoads(apply.stage);
  const suggested = loads.data?.find((l) => l.suggested)?.id;

  useEffect(() => {
    if (dialog.open && suggested !== undefined && form.getFieldValue('examiner') === undefined) form.setFieldsValue({ examiner: suggested });
  }, [dialog.open, suggested, form]);

  return (
    <ActionDialog<Values>
      title={`分配审核人员 · ${STAGE_INFO[apply.stage].label}`}
      okText="分配"
      {...dialog}
      form={form}
      onSubmit={async ({ examiner }) => {
        await assign.mutateAsync({ apply: apply.id, stage: apply.stage, examiner });
        const name = loads.data?.find((c) => c.id === examiner)?.name ?? '';
        void message.success(`已分配给${name}`);
      }}
    >
      <Form.Item name="examiner" label="审核人员" required rules={[zodRule(zExaminerId)]} extra={loadState(loads)}>
        <Radio.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={(loads.data ?? []).map((l) => ({ value: l.id, label: <ExaminerLoad load={l} /> }))}
        />
      </Form.Item>
    </ActionDialog>
  );
}
