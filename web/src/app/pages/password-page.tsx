import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { loadInfo } from '@/features/auth/session-actions';
import { useLogoutConfirm } from '@/app/layouts/parts/use-logout-confirm';
import { useSessionStore } from '@/stores/session-store';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { signInNamesOf, useAccount } from '@/features/account/api/get-account';
import { SessionProviders } from '../session-providers';

/**
 * Changing one's own password (/password), outside any layout: staff reach it from the user menu, and a
 * one-time password (a new account, a reset) leads here before anything else. Outside a layout it brings the
 * signed-in providers itself: it reads the account (a query) and a first sign-in reaches it before any layout.
 */
export default function PasswordPage() {
  return (
    <SessionProviders>
      <PasswordView />
    </SessionProviders>
  );
}

function PasswordView() {
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const forced = session?.mustChangePassword ?? false;
  // Until it loads the form checks all but the account name; the server checks that too.
  const account = useAccount();
  const confirmLogout = useLogoutConfirm(session?.editorMode ? 'applicant' : 'staff');

  // The server has cleared the flag; reading who one is again lets the guard open the home page.
  const changed = () => void loadInfo().then(() => navigate('/', { replace: true }));

  return (
    <main style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card title="修改密码" style={{ width: '100%', maxWidth: 480 }}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {forced && (
            <Alert type="warning" showIcon title="您正在使用初始密码登录" description="请先设置新密码，修改后方可使用系统的其他功能。" />
          )}
          <ChangePasswordForm hasPassword accountNames={signInNamesOf(account.data)} onChanged={changed} />
          {forced ? (
            <Button type="link" onClick={confirmLogout} style={{ paddingInline: 0 }}>
              退出登录
            </Button>
          ) : (
            <Button type="link" onClick={() => void navigate(-1)} style={{ paddingInline: 0 }}>
              返回
            </Button>
          )}
        </Space>
      </Card>
    </main>
  );
}
