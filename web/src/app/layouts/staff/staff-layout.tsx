// antd's styles for the staff screens; first, as the first screens' are in main.tsx, so the layout's own follow them.
import './staff-screen-styles';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Layout } from 'antd';
import { permittedTree } from '@/app/route-tree';
import { ROUTES, matchRoute } from '@/app/routes';
import { useSessionStore } from '@/stores/session-store';
import { useSettingsStore } from '@/stores/settings-store';
import { AppFooter } from '../parts/app-footer';
import { buildMenu } from './build-menu';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useDeviceTracking } from './use-device';
import styles from './staff-layout.module.css';

const NO_USER = { roles: [], nodes: [] };

const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/**
 * The settings drawer (a colour picker, a form) is loaded when first opened and then kept, so it can animate
 * closed; a staff page's first screen does not load or render it (issue 15: Lighthouse).
 */
function SettingsOnDemand() {
  const open = useSettingsStore((s) => s.showSettings);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted && <Suspense fallback={null}><SettingsDrawer /></Suspense>;
}

/** Staff pages: sidebar from the permitted routes, top bar, tags, the page, footer (spec section 2). */
export default function StaffLayout({ children }: { children: ReactNode }) {
  useDeviceTracking();
  const { pathname } = useLocation();
  const session = useSessionStore((s) => s.session);
  const tagsView = useSettingsStore((s) => s.tagsView);
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  const permitted = useMemo(() => permittedTree(ROUTES, session ?? NO_USER), [session]);
  const menu = useMemo(() => buildMenu(ROUTES, session ?? NO_USER), [session]);
  const route = matchRoute(pathname)?.route;

  return (
    <Layout className={styles.root}>
      <Sidebar entries={menu} />
      <Layout className={styles.main}>
        <header className={fixedHeader ? `${styles.header} ${styles.fixed}` : styles.header}>
          {route && <Navbar route={route} />}
          {tagsView && <TagsView permitted={permitted} />}
        </header>
        <Layout.Content className={styles.content}>
          <main>{children}</main>
        </Layout.Content>
        <AppFooter />
      </Layout>
      <SettingsOnDemand />
    </Layout>
  );
}
