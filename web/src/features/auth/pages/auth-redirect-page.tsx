import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Result, Spin } from 'antd';
import { safeRedirect } from '../login-fields';

/**
 * /auth-redirect?redirect=: the landing page of a sign-in finished in another window (a park system's
 * login opened as a popup). It sends the portal window that opened it to the redirect and closes;
 * opened on its own, it goes there itself. Only same-site paths are followed.
 */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const target = safeRedirect(params.get('redirect'));
    let opener: Window | null = null;
    try {
      // Reading the opener's origin throws when it is another site, which must not be steered.
      opener = window.opener instanceof Window && window.opener.location.origin === window.location.origin ? window.opener : null;
    } catch {
      opener = null;
    }
    if (opener) {
      opener.location.href = target;
      window.close();
    } else {
      void navigate(target, { replace: true });
    }
  }, [params, navigate]);

  return <Result icon={<Spin size="large" />} title="正在跳转…" />;
}
