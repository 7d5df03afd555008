import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_TITLE } from '@/config/portal';
import { useAfterFirstContent } from '../parts/use-after-first-content';
import styles from './applicant-layout.module.css';

const HeaderExtras = lazy(() => import('./header-extras'));

/**
 * Top bar of the applicant and account layouts: site title, then (once the page's content has been painted) the
 * extras at the right end. They sit after the spacer in a bar of fixed height, so arriving moves nothing.
 */
export function ApplicantHeader({ home, start }: { home: string; start?: ReactNode }) {
  const extras = useAfterFirstContent();
  return (
    <header className={styles.header}>
      {start}
      <Link to={home} className={styles.brand}>
        {SITE_TITLE}
      </Link>
      <span className={styles.spacer} />
      {extras && (
        <Suspense fallback={null}>
          <HeaderExtras />
        </Suspense>
      )}
    </header>
  );
}
