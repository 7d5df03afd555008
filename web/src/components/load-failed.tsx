import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
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

/** What ReadOr needs of a read (a react-query result). */
type Read = { isError: boolean; data?: unknown; error: Error | null; refetch: () => unknown };

/**
 * A read's content, or LoadFailed while the read has failed with nothing of it to show. A later page that fails
 * keeps the last one on screen; the request layer has reported the failure.
 */
export function ReadOr({ read, failed, children }: { read: Read; failed: string; children: ReactNode }) {
  if (read.isError && read.data === undefined) return <LoadFailed title={failed} error={read.error} onRetry={() => read.refetch()} />;
  return children;
}
