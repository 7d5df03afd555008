import { Avatar, Button, Dropdown } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { AppRoute } from '@/app/route-tree';
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
  const confirmLogout = useLogoutConfirm('/login');

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
        <Button type="text" aria-label="页面风格设置" icon={<SettingOutlined />} onClick={() => setShowSettings(true)} />
        <Dropdown
          trigger={['click']}
          menu={{ items: [{ key: 'logout', label: '退出登录' }], onClick: confirmLogout }}
        >
          <Button type="text" aria-label="用户菜单" className={styles.user}>
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
