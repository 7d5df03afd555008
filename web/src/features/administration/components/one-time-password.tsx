import { Typography } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

/**
 * Shows a one-time password the server handed out. It is shown this once: the server keeps only its hash,
 * so the dialog says so and offers to copy it.
 */
export const showOneTimePassword = (modal: ModalApi, { title, account, password }: { title: string; account: string; password: string }) =>
  modal.success({
    title,
    width: 460,
    okText: '我已记下',
    content: (
      <>
        <Typography.Paragraph>
          账号 <Typography.Text strong>{account}</Typography.Text> 的一次性密码：
        </Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: password }} code style={{ fontSize: 18 }} data-testid="one-time-password">
          {password}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">该密码只显示这一次。请告知本人，首次登录后须立即修改密码。</Typography.Paragraph>
      </>
    ),
  });
