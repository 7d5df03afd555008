import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Result, Spin } from 'antd';
import { logout } from '../session-actions';

/** /logout/edge: the exit link other systems send applicants to; it signs out and offers a new login. */
export default function LogoutEdgePage() {
  const navigate = useNavigate();

  useEffect(() => {
    void logout().then(() => navigate('/login/edge', { replace: true }));
  }, [navigate]);

  return <Result icon={<Spin size="large" />} title="正在退出登录…" />;
}
