import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Drawer, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import {
  AlertOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  EnvironmentOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  OrderedListOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { IconName } from '@/app/route-tree';
import { SITE_TITLE } from '@/config/portal';
import { badgesByPath, type Badge as NoticeBadge } from '@/features/live/notice-badges';
import { useNoticesStore } from '@/features/live/notices-store';
import { staffUsersQueryOptions } from '@/features/review/api/get-staff-users';
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
  book: <BookOutlined />,
  setting: <SettingOutlined />,
};

type Item = Required<MenuProps>['items'][number];
type Badges = ReadonlyMap<string, NoticeBadge>;
type NameOf = (uid: number) => string;

/** A queue's own count; a group's is the sum of its queues', so a closed group still shows there is work inside. */
const countOf = (entry: MenuEntry, badges: Badges): number =>
  entry.children ? entry.children.reduce((sum, child) => sum + countOf(child, badges), 0) : (badges.get(entry.key)?.count ?? 0);

/** The red notice badge of a menu entry (spec section 2); for a chief, the count per examiner on hover. */
function EntryLabel({ entry, badges, nameOf }: { entry: MenuEntry; badges: Badges; nameOf: NameOf }) {
  const count = countOf(entry, badges);
  const staff = entry.children ? [] : (badges.get(entry.key)?.staff ?? []);
  const overdue = entry.children ? 0 : (badges.get(entry.key)?.overdue ?? 0);
  const badge = (
    <Badge count={count} size="small" title={overdue > 0 ? `${count}件待办，其中${overdue}件超期` : undefined} style={{ marginInlineStart: 6, boxShadow: 'none' }} />
  );
  return (
    <span data-notices={count} data-overdue={overdue}>
      {entry.title}
      {count > 0 &&
        (staff.length > 0 ? (
          <Tooltip
            placement="right"
            title={staff.map((s) => (
              <div key={s.uid}>
                {nameOf(s.uid)}：{s.count}
              </div>
            ))}
          >
            {badge}
          </Tooltip>
        ) : (
          badge
        ))}
    </span>
  );
}

const toItem = (entry: MenuEntry, badges: Badges, nameOf: NameOf): Item => ({
  key: entry.key,
  icon: entry.icon ? ICONS[entry.icon] : undefined,
  label: <EntryLabel entry={entry} badges={badges} nameOf={nameOf} />,
  children: entry.children?.map((child) => toItem(child, badges, nameOf)),
});

/** Examiner names for a chief's per-examiner counts, fetched only when some count has them; a uid until then. */
const useNameOf = (badges: Badges): NameOf => {
  const wanted = [...badges.values()].some((b) => b.staff.length > 0);
  const staff = useQuery({ ...staffUsersQueryOptions(), enabled: wanted }).data;
  return useMemo(() => {
    const names = new Map((staff ?? []).map((u) => [u.id, u.name]));
    return (uid: number) => names.get(uid) ?? `#${uid}`;
  }, [staff]);
};

export function Sidebar({ entries }: { entries: MenuEntry[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const opened = useSettingsStore((s) => s.sidebarOpened);
  const device = useSettingsStore((s) => s.device);
  const sidebarLogo = useSettingsStore((s) => s.sidebarLogo);
  const closeSidebar = useSettingsStore((s) => s.closeSidebar);
  const notices = useNoticesStore((s) => s.notices);
  const badges = useMemo(() => badgesByPath(notices), [notices]);
  const nameOf = useNameOf(badges);
  const items = useMemo(() => entries.map((entry) => toItem(entry, badges, nameOf)), [entries, badges, nameOf]);
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
