import { useState } from 'react';
import { App, Button, Form } from 'antd';
// Input and Password by file: the input barrel also carries Search, TextArea and OTP (first-screen budget).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { ZLoginRequest } from '@ftown/domain/auth/auth.schemas';
import type { CredentialLoginType } from '@ftown/domain/auth/login-types';
import { RequestError } from '@/lib/request';
import { zodRule } from '@/lib/zod-rule';
import { isMobileLogin, loginFieldSchema } from '../login-fields';
import { login } from '../session-actions';
import { SmsCodeField } from './sms-code-field';
import styles from './login-form.module.css';

type Values = { mobile?: string; code?: string; account?: string; password?: string };

type Props = { type: CredentialLoginType; onSuccess: () => void };

const ACCOUNT_LABEL: Partial<Record<CredentialLoginType, string>> = {
  personPassword: '账号',
  companyPassword: '统一社会信用代码',
};

/** One credential form; the page remounts it per tab so each tab starts clean. */
export function LoginForm({ type, onSuccess }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const mobile = isMobileLogin(type);

  const submit = async (values: Values) => {
    setFailure(null);
    const parsed = ZLoginRequest.safeParse({ type, ...values });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? '登录信息不完整');
      return;
    }
    setSubmitting(true);
    try {
      await login(parsed.data);
      onSuccess();
    } catch (error) {
      const fields = error instanceof RequestError ? error.fields : {};
      form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as keyof Values, errors: [text] })));
      setFailure(error instanceof Error ? error.message : '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} name={type} layout="vertical" requiredMark={false} onFinish={submit} size="large">
      {failure && (
        <div role="alert" className={styles.failure}>
          {failure}
        </div>
      )}
      {mobile ? (
        <>
          <Form.Item label="手机号码" name="mobile" rules={[zodRule(loginFieldSchema(type, 'mobile'))]}>
            <Input inputMode="tel" maxLength={11} autoComplete="tel" placeholder="请输入11位手机号码" />
          </Form.Item>
          <SmsCodeField
            type={type}
            form={form}
            onSent={(expiresIn) =>
              void message.success(`验证码已发送，${Math.round(expiresIn / 60)}分钟内有效`)
            }
          />
        </>
      ) : (
        <>
          <Form.Item label={ACCOUNT_LABEL[type]} name="account" rules={[zodRule(loginFieldSchema(type, 'account'))]}>
            <Input
              autoComplete="username"
              maxLength={type === 'companyPassword' ? 18 : 64}
              placeholder={type === 'companyPassword' ? '请输入18位统一社会信用代码' : '请输入账号'}
            />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[zodRule(loginFieldSchema(type, 'password'))]}>
            <Password autoComplete="current-password" maxLength={64} placeholder="请输入密码" />
          </Form.Item>
        </>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
