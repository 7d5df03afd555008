import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import type { FormInstance } from 'antd';
import type { CredentialLoginType } from '@ftown/domain/auth/login-types';
import { zodRule } from '@/lib/zod-rule';
import { useSendSmsCode } from '../api/send-sms-code';
import { useCountdown } from '../hooks/use-countdown';
import { loginFieldSchema } from '../login-fields';

const RESEND_SECONDS = 60;

type Props = { type: CredentialLoginType; form: FormInstance; onSent: (expiresIn: number) => void };

/** The code input with its send button; the button waits 60 s before a code may be sent again. */
export function SmsCodeField({ type, form, onSent }: Props) {
  const send = useSendSmsCode();
  const { left, start } = useCountdown();

  const sendCode = async () => {
    const { mobile } = (await form.validateFields(['mobile'])) as { mobile: string };
    const { expiresIn } = await send.mutateAsync({ mobile: mobile.trim() });
    start(RESEND_SECONDS);
    onSent(expiresIn);
  };

  return (
    <Form.Item label="验证码" required htmlFor={`${type}_code`}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name="code" noStyle rules={[zodRule(loginFieldSchema(type, 'code'))]}>
          <Input
            id={`${type}_code`}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder="请输入6位验证码"
          />
        </Form.Item>
        <Button
          onClick={() => void sendCode().catch(() => undefined)}
          loading={send.isPending}
          disabled={left > 0}
          style={{ minWidth: 136 }}
        >
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </Form.Item>
  );
}
