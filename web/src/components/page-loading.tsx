import styles from './page-loading.module.css';

/**
 * Shown while a page's code or the user's info is on its way. A CSS spinner rather than antd's Spin: this
 * is on the first screen, where every kilobyte counts (DESIGN section 8).
 */
export function PageLoading({ tip = '正在加载…', fullScreen = false }: { tip?: string; fullScreen?: boolean }) {
  return (
    <div role="status" aria-live="polite" className={fullScreen ? `${styles.status} ${styles.fullScreen}` : styles.status}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.tip}>{tip}</span>
    </div>
  );
}
