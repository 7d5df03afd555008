import { App, Menu, type MenuProps } from 'antd';
import { UNDER_CONSTRUCTION_ALERT } from '@/config/portal';
import { crossOut } from '@/features/auth/api/cross-out';
import { useChangeSystemIndex } from '@/features/auth/api/get-change-system-index';
import { openHandOff } from '@/features/auth/open-hand-off';

type Entry = { key: string; label: string; pending?: boolean };

/** After the park systems: unfinished entries, then this system itself (spec section 1). */
const OWN_ENTRIES: readonly Entry[] = [
  { key: 'talent', label: '人才申报', pending: true },
  { key: 'award', label: '奖励申报', pending: true },
  { key: 'institution', label: '机构管理', pending: true },
  { key: 'approval', label: '申请审批' },
];

/**
 * Links to the park's other systems (spec section 1): the ones the server lists for this user
 * (getChangeSystemIndex), each opened in a new window through a fresh hand-off (crossOut). A refused
 * hand-off shows the server's message (spec section 7, change management).
 */
export function TopNav() {
  const { modal, message } = App.useApp();
  const systems = useChangeSystemIndex().data ?? [];
  const entries: Entry[] = [...systems.map((s) => ({ key: s.key, label: s.name })), ...OWN_ENTRIES];

  const onClick: MenuProps['onClick'] = ({ key }) => {
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
    <Menu
      mode="horizontal"
      aria-label="系统导航"
      selectedKeys={['approval']}
      items={entries.map(({ key, label }) => ({ key, label }))}
      onClick={onClick}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
    />
  );
}
