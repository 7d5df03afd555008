import { useState, type ReactNode } from 'react';
import { App, Form, Modal, type FormInstance } from 'antd';
import { CODES } from '@ftown/domain/api/codes';
import { RequestError } from '@/lib/request';

/** A server field key ('result.roomNo', 'items') as an antd name path. */
const namePathOf = (key: string): (string | number)[] => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** What every action dialog takes from the buttons that open it. */
export type DialogProps = { open: boolean; onClose: () => void; onDone?: () => void };

type Props<V> = DialogProps & {
  title: string;
  okText: string;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** Asked after the form is valid and before anything is sent: destructive actions confirm first. */
  confirm?: { title: string; content: string };
  /** Asked after the form is valid, before `confirm`: false keeps the dialog open with what was typed. */
  proceed?: (values: V) => Promise<boolean>;
  danger?: boolean;
  onSubmit: (values: V) => Promise<unknown>;
  children: ReactNode;
  width?: number;
};

/**
 * The frame of every action dialog: validate, optionally confirm, send. A refusal with field messages puts
 * each on its input and keeps what was typed; a 409 (someone else acted first) closes the dialog, since the
 * refreshed list shows where the application went.
 */
export function ActionDialog<V>({ title, okText, open, onClose, onDone, form, initialValues, confirm, proceed, danger, onSubmit, children, width = 560 }: Props<V>) {
  const { modal } = App.useApp();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    if (proceed && !(await proceed(values).catch(() => false))) return;
    if (confirm) {
      const go = await modal.confirm({ ...confirm, okText, cancelText: '取消', okButtonProps: { danger } });
      if (!go) return;
    }
    setSending(true);
    try {
      await onSubmit(values);
      onDone?.();
      onClose();
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (error.code === CODES.conflict) onClose();
      const fields = Object.entries(error.fields);
      if (fields.length > 0) form.setFields(fields.map(([key, message]) => ({ name: namePathOf(key) as never, errors: [message] })));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
