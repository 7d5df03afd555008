import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { AI_CONSULT_URL, SITE_TITLE } from '@/config/portal';
import { useLiveFeed } from '@/features/live/live-feed';
import { MessageBell } from '@/features/messages/components/message-bell';
import { OpinionButton } from '@/features/messages/components/opinion-button';
import { applyUnreadTotal } from '@/features/messages/unread-store';
import { APPLY_CHANGE_QUERIES } from '@/app/live-refresh';
import { UserInfoDrawer } from './user-info-drawer';
import styles from './applicant-layout.module.css';

/**
 * Top bar of the applicant and account layouts: site title, the review-opinion button where it applies, 智能咨询,
 * the message bell, the user-info drawer.
 */
export function ApplicantHeader({ home, start }: { home: string; start?: ReactNode }) {
  useLiveFeed(applyUnreadTotal, APPLY_CHANGE_QUERIES);
  return (
    <header className={styles.header}>
      {start}
      <Link to={home} className={styles.brand}>
        {SITE_TITLE}
      </Link>
      <span className={styles.spacer} />
      <OpinionButton />
      <Button type="link" icon={<RobotOutlined />} href={AI_CONSULT_URL} target="_blank" rel="noopener noreferrer" aria-label="智能咨询">
        <span className={styles.narrowHidden}>智能咨询</span>
      </Button>
      <MessageBell genre="hub" />
      <UserInfoDrawer />
    </header>
  );
}
