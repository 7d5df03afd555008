import { App, Form, Input, Select } from 'antd';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { UPDATE_COLUMN_LABELS, UPDATE_COLUMNS, type UpdateColumn } from '@ftown/domain/review/actions';
import { ZUpdateColumnRequest } from '@ftown/domain/review/api/review.schemas';
import { zodRule } from '@/lib/zod-rule';
import { useUpdateColumn } from '../api/update-column';
import { ActionDialog, type DialogProps } from './action-dialog';

type Values = { column: UpdateColumn; value?: string };

type Props = DialogProps & { apply: TApply };

/** 更新审核信息 (updateColumn): one of the staff notes, starting from what it holds now; empty clears it. */
export function UpdateColumnDialog({ apply, ...dialog }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateColumn();
  return (
    <ActionDialog<Values>
      title="更新审核信息"
      okText="保存"
      {...dialog}
      form={form}
      initialValues={{ column: 'inquire', value: apply.inquire ?? '' }}
      onSubmit={async ({ column, value = '' }) => {
        await update.mutateAsync({ id: apply.id, column, value });
        void message.success(`${UPDATE_COLUMN_LABELS[column]}已更新`);
      }}
    >
      <Form.Item name="column" label="审核信息">
        <Select
          options={UPDATE_COLUMNS.map((c) => ({ value: c, label: UPDATE_COLUMN_LABELS[c] }))}
          onChange={(column: UpdateColumn) => form.setFieldValue('value', apply[column] ?? '')}
        />
      </Form.Item>
      <Form.Item name="value" label="内容" rules={[zodRule(ZUpdateColumnRequest.shape.value)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
