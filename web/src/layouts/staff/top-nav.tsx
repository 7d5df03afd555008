import { App, Menu, type MenuProps } from 'antd';
import { EXTERNAL_SYSTEMS, UNDER_CONSTRUCTION_ALERT } from '@/config/portal';

type Entry = { key: string; label: string; url?: string; pending?: boolean };

/** Links to the park's other systems (spec section 1); the approval entry is this system itself. */
const ENTRIES: readonly Entry[] = [
  { key: 'enterprise', label: '企业管理', url: EXTERNAL_SYSTEMS.enterprise },
  { key: 'change', label: '变更管理', url: EXTERNAL_SYSTEMS.change },
  { key: 'tax', label: '税务管理', url: EXTERNAL_SYSTEMS.tax },
  { key: 'risk', label: '风险控制', url: EXTERNAL_SYSTEMS.risk },
  { key: 'talent', label: '人才申报', pending: true },
  { key: 'award', label: '奖励申报', pending: true },
  { key: 'institution', label: '机构管理', pending: true },
  { key: 'approval', label: '申请审批' },
];

export function TopNav() {
  const { modal } = App.useApp();
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = ENTRIES.find((e) => e.key === key);
    if (entry?.url) window.open(entry.url, '_blank', 'noopener,noreferrer');
    else if (entry?.pending) modal.info({ title: '提示', content: UNDER_CONSTRUCTION_ALERT, okText: '知道了' });
  };
  return (
    <Menu
      mode="horizontal"
      aria-label="系统导航"
      selectedKeys={['approval']}
      items={ENTRIES.map(({ key, label }) => ({ key, label }))}
      onClick={onClick}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none' }}
    />
  );
}
