import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Drawer, Layout, Menu, type MenuProps } from 'antd';
import {
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  OrderedListOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { IconName } from '@/app/route-tree';
import { SITE_TITLE } from '@/config/portal';
import { useSettingsStore } from '@/stores/settings-store';
import { openKeysFor, type MenuEntry } from './build-menu';
import styles from './staff-layout.module.css';

export const SIDEBAR_WIDTH = 212;

const ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined />,
  list: <OrderedListOutlined />,
  bank: <BankOutlined />,
  safety: <SafetyCertificateOutlined />,
  alert: <AlertOutlined />,
  environment: <EnvironmentOutlined />,
  audit: <AuditOutlined />,
  shop: <ShopOutlined />,
  idcard: <IdcardOutlined />,
  rollback: <RollbackOutlined />,
  stop: <StopOutlined />,
  message: <MessageOutlined />,
};

type Item = Required<MenuProps>['items'][number];

const toItem = (entry: MenuEntry): Item => ({
  key: entry.key,
  icon: entry.icon ? ICONS[entry.icon] : undefined,
  label: entry.title,
  children: entry.children?.map(toItem),
});

export function Sidebar({ entries }: { entries: MenuEntry[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const opened = useSettingsStore((s) => s.sidebarOpened);
  const device = useSettingsStore((s) => s.device);
  const sidebarLogo = useSettingsStore((s) => s.sidebarLogo);
  const closeSidebar = useSettingsStore((s) => s.closeSidebar);
  const items = useMemo(() => entries.map(toItem), [entries]);
  const collapsed = device === 'desktop' && !opened;

  const menu = (
    <nav aria-label="侧边菜单">
      {sidebarLogo && <div className={styles.logo}>{collapsed ? '小镇' : SITE_TITLE}</div>}
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={openKeysFor(entries, pathname)}
        inlineCollapsed={collapsed}
        onClick={({ key }) => {
          if (device === 'mobile') closeSidebar();
          void navigate(key);
        }}
      />
    </nav>
  );

  if (device === 'mobile') {
    return (
      <Drawer
        placement="left"
        open={opened}
        onClose={closeSidebar}
        size={SIDEBAR_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: '#001529' } }}
      >
        {menu}
      </Drawer>
    );
  }

  return (
    <Layout.Sider width={SIDEBAR_WIDTH} collapsed={collapsed} trigger={null} className={styles.sider}>
      {menu}
    </Layout.Sider>
  );
}
