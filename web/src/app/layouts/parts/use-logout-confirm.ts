import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { logoutTarget, type LogoutSide } from '@/config/portal';
import { logout } from '@/features/auth/session-actions';

/**
 * 退出登录 asks first ('提示' / '确定要退出吗？', spec section 2), then signs out and leaves for the side's
 * logout target (config/portal.ts). logout() settles within its wait whatever the server does, so the user
 * always leaves.
 */
export const useLogoutConfirm = (side: LogoutSide) => {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    modal.confirm({
      title: '提示',
      content: '确定要退出吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        const target = logoutTarget(side);
        if (target.kind === 'site') window.location.replace(target.url);
        else await navigate(target.path, { replace: true });
      },
    });
  }, [modal, navigate, side]);
};
