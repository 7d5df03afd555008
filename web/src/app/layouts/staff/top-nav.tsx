import { App, Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { UNDER_CONSTRUCTION_ALERT } from '@/config/portal';
import { crossOut } from '@/features/auth/api/cross-out';
import { useChangeSystemIndex } from '@/features/auth/api/get-change-system-index';
import { openHandOff } from '@/features/auth/open-hand-off';
import styles from './top-nav.module.css';

type Entry = { key: string; label: string; pending?: boolean };

/** This system's own entry: it is where the user is, so choosing it does nothing. */
const HERE: Entry = { key: 'approval', label: '申请审批' };

/** After the park systems: unfinished entries, then this system itself (spec section 1). */
const OWN_ENTRIES: readonly Entry[] = [
  { key: 'talent', label: '人才申报', pending: true },
  { key: 'award', label: '奖励申报', pending: true },
  { key: 'institution', label: '机构管理', pending: true },
  HERE,
];

/**
 * Links to the park's other systems (spec section 1): the ones the server lists for this user
 * (getChangeSystemIndex), each opened in a new window through a fresh hand-off (crossOut). A refused
 * hand-off shows the server's message (spec section 7, change management).
 *
 * A row of buttons where the top bar has room; where it has not, one button naming this system opens the same
 * entries. antd's horizontal menu folded what did not fit behind '⋯', so a phone showed another system's name
 * (企业管理) as the only entry and marked the '⋯' as where the user was.
 */
export function TopNav() {
  const { modal, message } = App.useApp();
  const systems = useChangeSystemIndex().data ?? [];
  const entries: Entry[] = [...systems.map((s) => ({ key: s.key, label: s.name })), ...OWN_ENTRIES];

  const choose = (key: string) => {
    const system = systems.find((s) => s.key === key);
    if (system) {
      openHandOff(async () => (await crossOut({ target: system.key }, true)).target).catch(
        (error: unknown) => void message.error(error instanceof Error ? error.message : `无法打开${system.name}`),
      );
      return;
    }
    if (entries.find((e) => e.key === key)?.pending) modal.info({ title: '提示', content: UNDER_CONSTRUCTION_ALERT, okText: '知道了' });
  };

  return (
    <nav aria-label="系统导航" className={styles.nav}>
      <ul className={styles.row}>
        {entries.map(({ key, label }) => (
          <li key={key}>
            <button type="button" className={styles.entry} aria-current={key === HERE.key ? 'page' : undefined} onClick={() => choose(key)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <span className={styles.folded}>
        <Dropdown
          trigger={['click']}
          menu={{ items: entries.map(({ key, label }) => ({ key, label })), selectedKeys: [HERE.key], onClick: ({ key }) => choose(key) }}
        >
          <Button type="text" aria-haspopup="menu">
            {HERE.label}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </span>
    </nav>
  );
}
