import { FOOTER } from '@/config/portal';
import styles from './app-footer.module.css';

export function AppFooter() {
  return (
    <footer className={styles.footer}>
      <span>{FOOTER.copyright}</span>
      <a href={FOOTER.filingUrl} target="_blank" rel="noopener noreferrer">
        {FOOTER.filingNumber}
      </a>
      <span>入驻咨询热线 {FOOTER.hotline}</span>
    </footer>
  );
}
