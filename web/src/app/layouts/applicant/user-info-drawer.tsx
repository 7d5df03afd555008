import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Descriptions, Drawer, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { LOGIN_TYPE_LABELS } from '@ftown/domain/auth/login-types';
import { useSessionStore } from '@/stores/session-store';
import { useLogoutConfirm } from '../parts/use-logout-confirm';
import styles from './applicant-layout.module.css';

const MOBILE_LOGINS = new Set(['personMobile', 'companyMobile']);

/** The applicant's own details and exits (spec section 2, user-info drawer). */
export function UserInfoDrawer() {
  const [open, setOpen] = useState(false);
  const session = useSessionStore((s) => s.session);
  const navigate = useNavigate();
  const confirmLogout = useLogoutConfirm('applicant');
  if (!session) return null;

  return (
    <>
      <Button type="text" icon={<UserOutlined />} onClick={() => setOpen(true)} aria-label={`用户信息：${session.name}`}>
        <span className={`${styles.userName} ${styles.narrowHidden}`}>{session.name}</span>
      </Button>
      <Drawer title="用户信息" open={open} onClose={() => setOpen(false)} size={320}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="用户">{session.name}</Descriptions.Item>
          <Descriptions.Item label="登录方式">{LOGIN_TYPE_LABELS[session.loginType]}</Descriptions.Item>
          {session.loginType === 'companyPassword' && (
            <Descriptions.Item label="统一社会信用代码">{session.organizationCode}</Descriptions.Item>
          )}
          {MOBILE_LOGINS.has(session.loginType) && (
            <Descriptions.Item label="手机号码">{session.mobile}</Descriptions.Item>
          )}
        </Descriptions>
        <Space orientation="vertical" style={{ width: '100%', marginTop: 24 }}>
          {session.loginType === 'companyMobile' && (
            <Button
              block
              onClick={() => {
                setOpen(false);
                void navigate('/account/index');
              }}
            >
              账号管理
            </Button>
          )}
          <Button block danger onClick={confirmLogout}>
            退出登录
          </Button>
        </Space>
      </Drawer>
    </>
  );
}
