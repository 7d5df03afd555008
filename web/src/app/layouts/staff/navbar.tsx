import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { Role } from '@ftown/domain/auth/roles';
import { ROLE_LABELS } from '@ftown/domain/auth/sign-in-constants';
import { useUserRoles } from '@/features/auth/api/get-user-roles';
import { changeRole } from '@/features/auth/session-actions';
import { useLiveFeed } from '@/features/live/live-feed';
import { MessageBell } from '@/features/messages/components/message-bell';
import { applyUnreadTotal } from '@/features/messages/unread-store';
import { APPLY_CHANGE_QUERIES, PRESENCE_CHANGE_QUERIES } from '@/app/live-refresh';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { AppRoute } from '@/app/route-tree';
import { PASSWORD_PATH } from '@/app/routes';
import { useSessionStore } from '@/stores/session-store';
import { useSettingsStore } from '@/stores/settings-store';
import { useLogoutConfirm } from '../parts/use-logout-confirm';
import { Breadcrumbs } from './breadcrumbs';
import { TopNav } from './top-nav';
import styles from './staff-layout.module.css';

export function Navbar({ route }: { route: AppRoute }) {
  const opened = useSettingsStore((s) => s.sidebarOpened);
  const toggleSidebar = useSettingsStore((s) => s.toggleSidebar);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);
  const name = useSessionStore((s) => s.session?.name ?? '');
  const confirmLogout = useLogoutConfirm('staff');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const roles = useUserRoles().data;
  useLiveFeed(applyUnreadTotal, APPLY_CHANGE_QUERIES, PRESENCE_CHANGE_QUERIES);

  /** Role change (spec section 4): the tabs all close, so it asks first. */
  const switchTo = (role: Role) =>
    modal.confirm({
      title: '切换角色',
      content: `切换为“${ROLE_LABELS[role]}”后将重新加载菜单并关闭所有已打开的标签页，是否继续？`,
      okText: '切换',
      cancelText: '取消',
      onOk: async () => {
        try {
          await changeRole(role);
          await navigate('/', { replace: true });
          void message.success(`已切换为${ROLE_LABELS[role]}`);
        } catch {
          // The request layer has shown why.
        }
      },
    });

  const roleItems: MenuProps['items'] =
    roles && roles.roles.length > 1
      ? [
          {
            type: 'group',
            label: '切换角色',
            children: roles.roles.map((role) => ({
              key: `role:${role}`,
              label: role === roles.active ? `${ROLE_LABELS[role]}（当前）` : ROLE_LABELS[role],
              disabled: role === roles.active,
            })),
          },
          { type: 'divider' },
        ]
      : [];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'password') void navigate(PASSWORD_PATH);
    else {
      const role = roles?.roles.find((r) => key === `role:${r}`);
      if (role) switchTo(role);
    }
  };

  return (
    <div className={styles.navbar}>
      <div className={styles.navbarTop}>
        <Button
          type="text"
          aria-label={opened ? '收起侧边栏' : '展开侧边栏'}
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
        />
        <TopNav />
        <MessageBell genre="flow" />
        <Button type="text" aria-label="页面风格设置" icon={<SettingOutlined />} onClick={() => setShowSettings(true)} />
        <Dropdown
          trigger={['click']}
          menu={{ items: [...roleItems, { key: 'password', label: '修改密码' }, { key: 'logout', label: '退出登录' }], onClick: onMenu }}
        >
          {/* The name shown is part of the button's name (WCAG 2.5.3, axe's label-content-name-mismatch). */}
          <Button type="text" aria-label={`用户菜单：${name}`} className={styles.user}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span className={styles.userName}>{name}</span>
          </Button>
        </Dropdown>
      </div>
      <div className={styles.breadcrumbs}>
        <Breadcrumbs route={route} />
      </div>
    </div>
  );
}
