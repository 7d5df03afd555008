import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { logout } from '@/features/auth/session-actions';

/** 退出登录 asks first ('提示' / '确定要退出吗？', spec section 2), then signs out and goes to login. */
export const useLogoutConfirm = (loginPath: '/login' | '/login/edge') => {
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
        await navigate(loginPath, { replace: true });
      },
    });
  }, [modal, navigate, loginPath]);
};
