import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { AI_CONSULT_URL, SITE_TITLE } from '@/config/portal';
import { UserInfoDrawer } from './user-info-drawer';
import styles from './applicant-layout.module.css';

/** Top bar of the applicant and account layouts: site title, 智能咨询, the user-info drawer. */
export function ApplicantHeader({ home, start }: { home: string; start?: ReactNode }) {
  return (
    <header className={styles.header}>
      {start}
      <Link to={home} className={styles.brand}>
        {SITE_TITLE}
      </Link>
      <span className={styles.spacer} />
      <Button type="link" icon={<RobotOutlined />} href={AI_CONSULT_URL} target="_blank" rel="noopener noreferrer">
        智能咨询
      </Button>
      <UserInfoDrawer />
    </header>
  );
}
