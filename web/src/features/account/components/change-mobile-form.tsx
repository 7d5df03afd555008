import { App, Button, Form, Input, Space } from 'antd';
import { MOBILE_CHANGE_MESSAGES, ZChangeMobileRequest, type TChangeMobileRequest } from '@ftown/domain/account/account.schemas';
import { zMobile } from '@ftown/domain/validators/mobile';
import { RequestError } from '@/lib/request';
import { useCodeSender } from '@/lib/use-code-sender';
import { zodRule } from '@/lib/zod-rule';
import { useChangeMobile } from '../api/change-mobile';
import { sendSmsCode } from '../api/send-sms-code';

type Values = TChangeMobileRequest;

/** Binds a new mobile: the code goes to the new number, so only its holder can complete the change. */
export function ChangeMobileForm({ current }: { current: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangeMobile();
  const { sending, left, send: sendCode, reset } = useCodeSender();

  const send = async () => {
    let mobile: string;
    try {
      mobile = ((await form.validateFields(['mobile'])) as Pick<Values, 'mobile'>).mobile.trim();
    } catch {
      return;
    }
    if ((await sendCode(() => sendSmsCode({ mobile }))) !== null) void message.success(`验证码已发送至${mobile}`);
  };

  const submit = (values: Values) => {
    if (!ZChangeMobileRequest.safeParse(values).success) return;
    change.mutate(values, {
      onSuccess: (result) => {
        void message.success(result.message);
        form.resetFields();
        reset();
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
      <Form.Item
        label="新手机号码"
        name="mobile"
        rules={[
          zodRule(zMobile()),
          {
            validator: async (_, value: string | undefined) => {
              if (value?.trim() === current) throw new Error(MOBILE_CHANGE_MESSAGES.same);
            },
          },
        ]}
      >
        <Input inputMode="numeric" maxLength={11} placeholder="请输入新的11位手机号码" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入6位数字验证码' }]}>
            <Input inputMode="numeric" maxLength={6} placeholder="发送至新号码的6位验证码" aria-label="验证码" />
          </Form.Item>
          <Button onClick={() => void send()} loading={sending} disabled={left > 0}>
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        确认换绑
      </Button>
    </Form>
  );
}
