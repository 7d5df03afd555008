import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { homePathFor } from '@/app/routes';
import { useSessionStore } from '@/stores/session-store';
import { AppFooter } from '../parts/app-footer';
import { useAfterFirstContent } from '../parts/use-after-first-content';
import { ApplicantHeader } from './applicant-header';
import styles from './applicant-layout.module.css';

// The menu waits for the page's content and comes with the top bar's extras (one chunk: fewer, larger files keep
// the first screens small); the sider keeps its width meanwhile.
const QuickMenu = lazy(() => import('./header-extras').then((m) => ({ default: m.QuickMenu })));
const QuickMenuDrawer = lazy(() => import('./header-extras').then((m) => ({ default: m.QuickMenuDrawer })));

/** Applicant pages: top bar, quick menu (a drawer on narrow screens), the page, footer. */
export default function ApplicantLayout({ children }: { children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useAfterFirstContent();
  const wide = screens.lg ?? true;
  const home = homePathFor({ editorMode: true, isPersonBiz: session?.isPersonBiz ?? true });

  return (
    <Layout className={styles.root}>
      <ApplicantHeader
        home={home}
        start={
          !wide && (
            <Button type="text" aria-label="打开快捷菜单" icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} />
          )
        }
      />
      <Layout>
        {session && wide && (
          <Layout.Sider width={212} theme="light" className={styles.sider}>
            {menu && (
              <Suspense fallback={null}>
                <QuickMenu session={session} />
              </Suspense>
            )}
          </Layout.Sider>
        )}
        {session && !wide && menu && (
          <Suspense fallback={null}>
            <QuickMenuDrawer session={session} open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
        <Layout.Content className={styles.content}>
          <main>{children}</main>
        </Layout.Content>
      </Layout>
      <AppFooter />
    </Layout>
  );
}
