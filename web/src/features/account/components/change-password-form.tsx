import { App, Button, Form, Input } from 'antd';
import {
  PASSWORD_HISTORY,
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  ZChangePasswordRequest,
  type TChangePasswordRequest,
  zNewPassword,
} from '@ftown/domain/account/account.schemas';
import { RequestError } from '@/lib/request';
import { zodRule } from '@/lib/zod-rule';
import { useChangePassword } from '../api/change-password';

type Values = TChangePasswordRequest;

type Props = {
  hasPassword: boolean;
  /** The names the account signs in with, which the new password may not be (the policy in domain/). */
  accountNames: readonly string[];
  onChanged?: () => void;
};

/**
 * Old password (when the account has one), a new one the password policy allows, typed twice. Only the
 * server can tell a recently used password: its refusal lands on the new-password field.
 */
export function ChangePasswordForm({ hasPassword, accountNames, onChanged }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = (values: Values) => {
    const body = { ...values, oldPassword: values.oldPassword ?? '' };
    if (!ZChangePasswordRequest.safeParse(body).success) return;
    change.mutate(body, {
      onSuccess: (result) => {
        void message.success(result.message);
        form.resetFields();
        onChanged?.();
      },
      onError: (error) => {
        if (error instanceof RequestError) {
          form.setFields(Object.entries(error.fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
        }
      },
    });
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} autoComplete="off">
      {hasPassword && (
        <Form.Item label="原密码" name="oldPassword" rules={[{ required: true, message: PASSWORD_MESSAGES.oldRequired }]}>
          <Input.Password maxLength={PASSWORD_MAX} autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        label="新密码"
        name="newPassword"
        extra={`${PASSWORD_MIN}至${PASSWORD_MAX}个字符，至少包含大写字母、小写字母、数字、符号中的三种，不能与账号名或最近${PASSWORD_HISTORY}次使用过的密码相同`}
        dependencies={['oldPassword']}
        rules={[
          zodRule(zNewPassword(accountNames)),
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value === getFieldValue('oldPassword')) throw new Error(PASSWORD_MESSAGES.sameAsOld);
            },
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: PASSWORD_MESSAGES.confirm },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value !== getFieldValue('newPassword')) throw new Error(PASSWORD_MESSAGES.confirm);
            },
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
