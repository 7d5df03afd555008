import { useRef } from 'react';
import { App, Form, Input } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { CorrectionItemInput } from '@ftown/domain/review/corrections';
import { NOTE_LABELS, zNoteInput, type NoteType } from '@ftown/domain/review/opinion-note';
import { OPINION_MAX, zOpinion } from '@ftown/domain/review/stage-results';
import { STAGE_INFO, type Stage } from '@ftown/domain/review/stages';
import { zodRule } from '@/lib/zod-rule';
import { useRefuse } from '../api/refuse';
import { useRemadApply } from '../api/remad-apply';
import { ActionDialog, type DialogProps } from './action-dialog';
import { CorrectionPicker } from './correction-picker';

type Values = { corrections?: CorrectionItemInput[]; items: string; reason: string; other?: string; opinion?: string };

const TEXTS: Record<NoteType, { title: string; confirm: string; done: string }> = {
  return: { title: '驳回', confirm: '驳回后申请退回申请人修改，修改后重新提交回到本环节。确定驳回吗？', done: '已驳回，申请已退回申请人修改' },
  refuse: { title: '不通过', confirm: '不通过是最终结论，申请将不能再修改或继续审核。确定不通过吗？', done: '已作出不通过决定' },
};

type Props = DialogProps & { type: NoteType; apply: TApply & { stage: Stage } };

/** 驳回 (remadApply) and 不通过 (refuse): items, reason and other become the note of DESIGN section 4. */
export function NoteDialog({ type, apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const remad = useRemadApply();
  const refuse = useRefuse();
  const labels = NOTE_LABELS[type];
  const texts = TEXTS[type];

  // The picked items fill 事项 until the examiner writes it themselves.
  const filled = useRef('');
  const fillItems = (labels: string[]) => {
    const current = (form.getFieldValue('items') as string | undefined) ?? '';
    if (current !== '' && current !== filled.current) return;
    filled.current = labels.join('、');
    form.setFieldValue('items', filled.current);
  };

  const submit = async ({ corrections = [], items, reason, other = '', opinion = '' }: Values) => {
    const note = { stage: apply.stage, corrections, items, reason, other, opinion };
    if (type === 'return')
      await remad.mutateAsync({
        ...note,
        id: apply.id,
        unicodes: apply.unicodes,
        version: apply.version,
        category: apply.category,
        companyType: apply.companyType,
      });
    else await refuse.mutateAsync({ ...note, apply: apply.id });
    void message.success(texts.done);
  };

  return (
    <ActionDialog<Values>
      title={`${texts.title} · ${STAGE_INFO[apply.stage].label}`}
      okText={texts.title}
      danger
      {...dialog}
      form={form}
      confirm={{ title: `${texts.title}申请`, content: texts.confirm }}
      onSubmit={submit}
    >
      <Form.Item name="corrections" label={`${labels.project}（从申请中选择，可逐项说明）`}>
        <CorrectionPicker apply={apply} onLabels={fillItems} />
      </Form.Item>
      <Form.Item name="items" label={labels.project} required rules={[zodRule(zNoteInput.shape.items)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="reason" label={labels.reason} required rules={[zodRule(zNoteInput.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="other" label={labels.other} rules={[zodRule(zNoteInput.shape.other)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="opinion" label="审核意见" rules={[zodRule(zOpinion)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={OPINION_MAX} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
