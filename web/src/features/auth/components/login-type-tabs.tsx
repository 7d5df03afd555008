import { useRef, type KeyboardEvent } from 'react';
import { LOGIN_TYPE_LABELS, type LoginType } from '@ftown/domain/auth/login-types';
import styles from './login-type-tabs.module.css';

type Props<T extends LoginType> = {
  types: readonly T[];
  active: T;
  onChange: (type: T) => void;
  panelId: string;
  label?: string;
};

/**
 * The login-type tabs, written as a plain WAI-ARIA tablist instead of antd Tabs: the first screen must stay
 * under its JavaScript budget (DESIGN section 8) and antd Tabs brings a menu and overflow engine with it.
 */
export function LoginTypeTabs<T extends LoginType>({ types, active, onChange, panelId, label = '登录方式' }: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + types.length) % types.length;
    onChange(types[next]!);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {types.map((type, index) => {
        const selected = type === active;
        return (
          <button
            key={type}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`login-tab-${type}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onChange(type)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {LOGIN_TYPE_LABELS[type]}
          </button>
        );
      })}
    </div>
  );
}
