import { useState, type ReactNode } from 'react';
import { Button, Drawer, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { homePathFor } from '@/app/routes';
import { useSessionStore } from '@/stores/session-store';
import { AppFooter } from '../parts/app-footer';
import { ApplicantHeader } from './applicant-header';
import { QuickMenu } from './quick-menu';
import styles from './applicant-layout.module.css';

/** Applicant pages: top bar, quick menu (a drawer on narrow screens), the page, footer. */
export default function ApplicantLayout({ children }: { children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const screens = Grid.useBreakpoint();
  const [menuOpen, setMenuOpen] = useState(false);
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
            <QuickMenu session={session} />
          </Layout.Sider>
        )}
        {session && !wide && (
          <Drawer placement="left" open={menuOpen} onClose={() => setMenuOpen(false)} size={212} title="快捷菜单">
            <QuickMenu session={session} onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        )}
        <Layout.Content className={styles.content}>
          <main>{children}</main>
        </Layout.Content>
      </Layout>
      <AppFooter />
    </Layout>
  );
}
