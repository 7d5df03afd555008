import { ColorPicker, Drawer, Form, Radio, Switch } from 'antd';
import type { ComponentSize } from '@/lib/storage';
import { DEFAULT_THEME } from '@/lib/theme';
import { useSettingsStore, type Preferences } from '@/stores/settings-store';

const PRESETS = [DEFAULT_THEME, '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#c41d7f'];

const SIZES: { value: ComponentSize; label: string }[] = [
  { value: 'small', label: '小' },
  { value: 'medium', label: '中' },
  { value: 'large', label: '大' },
];

const SWITCHES: readonly [Exclude<keyof Preferences, 'theme'>, string][] = [
  ['tagsView', '显示标签栏'],
  ['fixedHeader', '固定头部'],
  ['sidebarLogo', '侧边栏Logo'],
];

/** Page-style settings (spec section 2) and the component size (section 3), remembered in this browser. */
export function SettingsDrawer() {
  const open = useSettingsStore((s) => s.showSettings);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);
  const setPreference = useSettingsStore((s) => s.setPreference);
  const setSize = useSettingsStore((s) => s.setSize);
  const settings = useSettingsStore();

  return (
    <Drawer title="页面风格设置" open={open} onClose={() => setShowSettings(false)} size={300}>
      <Form layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }} labelAlign="left" colon={false}>
        <Form.Item label="主题色">
          <ColorPicker
            value={settings.theme}
            presets={[{ label: '推荐', colors: PRESETS }]}
            disabledAlpha
            onChangeComplete={(c) => setPreference('theme', c.toHexString())}
          />
        </Form.Item>
        <Form.Item label="组件尺寸">
          <Radio.Group
            aria-label="组件尺寸"
            optionType="button"
            options={SIZES}
            value={settings.size}
            onChange={(e) => setSize(e.target.value as ComponentSize)}
          />
        </Form.Item>
        {SWITCHES.map(([key, label]) => (
          <Form.Item key={key} label={label} htmlFor={`setting-${key}`}>
            <Switch id={`setting-${key}`} checked={settings[key]} onChange={(v) => setPreference(key, v)} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
