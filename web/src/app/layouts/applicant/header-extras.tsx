import { Button } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { AI_CONSULT_URL } from '@/config/portal';
import { useLiveFeed } from '@/features/live/live-feed';
import { MessageBell } from '@/features/messages/components/message-bell';
import { OpinionButton } from '@/features/messages/components/opinion-button';
import { applyUnreadTotal } from '@/features/messages/unread-store';
import { APPLY_CHANGE_QUERIES } from '@/app/live-refresh';
import { UserInfoDrawer } from './user-info-drawer';
import styles from './applicant-layout.module.css';

export { QuickMenu, QuickMenuDrawer } from './quick-menu';

/**
 * The right end of the applicant top bar: the review-opinion button where it applies, 智能咨询, the message
 * bell, the user-info drawer, and the live feed that keeps the bell and the pages current.
 */
export default function HeaderExtras() {
  useLiveFeed(applyUnreadTotal, APPLY_CHANGE_QUERIES);
  return (
    <>
      <OpinionButton />
      <Button type="link" icon={<RobotOutlined />} href={AI_CONSULT_URL} target="_blank" rel="noopener noreferrer" aria-label="智能咨询">
        <span className={styles.narrowHidden}>智能咨询</span>
      </Button>
      <MessageBell genre="hub" />
      <UserInfoDrawer />
    </>
  );
}
