import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { homePathFor } from '@/app/routes';
import { useSessionStore } from '@/stores/session-store';
import { ApplicantHeader } from '../applicant/applicant-header';
import { AppFooter } from '../parts/app-footer';
import styles from '../applicant/applicant-layout.module.css';

/** Account management and business reporting: the applicant top bar without the quick menu. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  const isPersonBiz = useSessionStore((s) => s.session?.isPersonBiz ?? true);
  return (
    <Layout className={styles.root}>
      <ApplicantHeader home={homePathFor({ editorMode: true, isPersonBiz })} />
      <Layout.Content className={styles.content}>
        <main>{children}</main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
