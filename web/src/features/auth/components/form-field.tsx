import type { ReactElement } from 'react';
import styles from './form-field.module.css';

type Props = {
  id: string;
  label: string;
  error: string | null;
  /** The control, already given `id`, `aria-invalid` and `aria-describedby` (see fieldAria). */
  children: ReactElement;
};

export const errorId = (id: string) => `${id}-error`;

/** What a control needs so its label and error are announced with it. */
export const fieldAria = (id: string, error: string | null) => ({
  id,
  'aria-invalid': error !== null,
  'aria-describedby': error !== null ? errorId(id) : undefined,
  status: error !== null ? ('error' as const) : undefined,
});

/**
 * A labelled field with its error below, laid out like antd's vertical Form.Item. The login screen does
 * without antd Form: it brings a validation engine and tooltips the first screen's budget has no room for
 * (DESIGN section 8), while the rules themselves come from the domain schemas either way.
 */
export function FormField({ id, label, error, children }: Props) {
  return (
    <div className={styles.item}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <div id={errorId(id)} className={styles.error}>
        {error}
      </div>
    </div>
  );
}
