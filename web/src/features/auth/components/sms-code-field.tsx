import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { useCodeSender } from '@/lib/use-code-sender';
import { sendSmsCode } from '../api/send-sms-code';
import { FormField, fieldAria } from './form-field';

const SPINNER_DELAY_MS = 300;

type Props = {
  id: string;
  value: string | undefined;
  error: string | null;
  onChange: (value: string) => void;
  /** Checks the mobile field (showing its message) and returns the number to send to, or null. */
  checkedMobile: () => Promise<string | null>;
  onSent: (expiresIn: number) => void;
};

/** The code input with its send button; the button waits 60 s, or as long as the server asks, before the next code. */
export function SmsCodeField({ id, value, error, onChange, checkedMobile, onSent }: Props) {
  const { sending, left, send } = useCodeSender();

  const sendCode = async () => {
    const mobile = await checkedMobile();
    if (mobile === null) return;
    const sent = await send(() => sendSmsCode({ mobile }));
    if (sent !== null) onSent(sent.expiresIn);
  };

  return (
    <FormField id={id} label="验证码" error={error}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          {...fieldAria(id, error)}
          size="large"
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder="请输入6位验证码"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button
          size="large"
          onClick={() => void sendCode()}
          // The spinner only for a slow reply, so a quick one does not flash it before the countdown.
          loading={sending ? { delay: SPINNER_DELAY_MS } : false}
          disabled={left > 0}
          style={{ minWidth: 136 }}
        >
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </div>
    </FormField>
  );
}
