import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './load-failed.module.css';

type Props = {
  title: string;
  /** Why it failed (the server's refusal or the transport error), shown under the title. */
  error?: Error | null | undefined;
  onRetry: () => unknown;
  /** `warning` for one part of a page whose other parts still show; `error` when nothing else can. */
  status?: 'error' | 'warning';
};

/**
 * A read that failed: what, why, and a way to try again. Every page and card shows it the same way.
 * It draws antd's Result layout itself: Result imports its three large 403/404/500 pictures whatever the status,
 * and this block sits on the signed-in first screens, whose scripts every first visit waits for (issue 15).
 */
export function LoadFailed({ title, error, onRetry, status = 'error' }: Props) {
  const Icon = status === 'error' ? CloseCircleFilled : WarningFilled;
  return (
    <div className={styles.block} role="alert">
      <div className={`${styles.icon} ${styles[status]}`}>
        <Icon />
      </div>
      <div className={styles.title}>{title}</div>
      {error?.message && <p className={styles.reason}>{error.message}</p>}
      <div className={styles.retry}>
        <Button onClick={() => void onRetry()}>重新加载</Button>
      </div>
    </div>
  );
}
