import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import antd from 'antd';
import type { Plugin } from 'vite';
import { DEFAULT_THEME, themeOf } from '../src/lib/theme.ts';

/** What main.tsx and the staff layout import; the plugin answers them with the CSS below. */
const FIRST_SCREEN_ID = 'virtual:antd-first-screen.css';
const STAFF_ID = 'virtual:antd-staff-screens.css';

/**
 * The antd components of the first screens: the sign-in form, and the applicant home with the layouts' frame.
 * The staff tables, menus and selects are left out: they would add 20 KiB to every first screen's transfer
 * (DESIGN section 8: 200 KiB); they come with the staff layout instead (staffScreens).
 */
const firstScreens = (): ReactNode => {
  const { App, Badge, Button, Card, Drawer, Flex, Input, Layout, Progress, Skeleton, Space, Tag, Typography } = antd;
  return (
    <>
      <Button type="primary" />
      <Input />
      <Input.Password />
      <Layout>
        <Layout.Sider />
      </Layout>
      <App />
      <Typography.Text />
      <Card />
      <Skeleton />
      <Flex />
      <Space />
      <Tag color="blue" />
      <Tag color="success" />
      <Progress />
      <Badge />
      <Drawer />
    </>
  );
};

/**
 * What the staff layout and its queues draw besides: the side menu, the tables with their paging, filters and
 * selection, the selects, and what hovers over them. Drawn in the browser they were 51 <style> elements and
 * 216 KB of CSS on a queue's first visit, built, serialized and inserted in React's commit.
 */
const staffScreens = (): ReactNode => {
  const { Avatar, Breadcrumb, Checkbox, Dropdown, Empty, Input, Menu, Pagination, Radio, Select, Space, Spin, Table, Tabs, Tooltip } = antd;
  return (
    <>
      <Menu mode="inline" items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }]} />
      <Menu mode="horizontal" items={[{ key: 'a', label: 'a' }]} />
      <Table columns={[{ key: 'a', title: 'a', fixed: 'right', sorter: true, filters: [{ text: 'a', value: 'a' }] }]} rowSelection={{}} scroll={{ x: 100 }} />
      <Pagination total={100} showSizeChanger showQuickJumper />
      <Select />
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Tooltip title="a">
        <span />
      </Tooltip>
      <Checkbox />
      <Radio.Group options={['a']} optionType="button" />
      <Spin />
      <Breadcrumb items={[{ title: 'a' }]} />
      <Avatar />
      <Input.Search />
      <Empty />
      <Space.Compact />
      <Tabs type="editable-card" items={[{ key: 'a', label: 'a' }]} />
    </>
  );
};

/** antd's map of the styles a stylesheet holds: `path:hash` entries, `;`-separated, in one rule's `content`. */
const CACHE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** Renders screens once, so antd collects their styles in `cache`. */
const render = (cache: ReturnType<typeof createCache>, screens: ReactNode) =>
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={themeOf(DEFAULT_THEME).config}>{screens}</antd.ConfigProvider>
    </StyleProvider>,
  );

/**
 * antd draws a component's styles in the browser the first time it renders: style objects built, serialized
 * and put in a <style> inside React's commit, the longest task of a first screen (issue 15: total blocking
 * time). Rendered here once, at build time, they arrive as stylesheets with the app. antd's style engine
 * finds its map of them (`.data-ant-cssinjs-cache-path`) in a stylesheet and skips those components; any
 * other is drawn in the browser as before. The theme's colours are CSS variables, set in the browser: the
 * component styles here are the same for every theme colour.
 *
 * Both stylesheets come from one cache: the first screens' for main.tsx, then what the staff screens add, for the
 * staff layout's chunk. antd reads its map at its first style, from the stylesheet that declares it last: the staff
 * one's names the first screens' styles too, so either map it reads is true of the stylesheets loaded. On a first
 * visit to a staff page it is the staff one, as the staff layout's stylesheet arrives before the layout renders;
 * after a sign-in in the same tab antd read the first screens' on the sign-in page, and the staff layout has it
 * read again once its stylesheet is in (src/app/layouts/staff/staff-screen-styles.ts).
 */
export const antdStylesheets = (): { firstScreens: string; staffScreens: string } => {
  const cache = createCache();
  render(cache, firstScreens());
  const first = extractStyle(cache, { plain: true, types: ['style'] });
  const firstMap = CACHE_MAP.exec(first)?.[1] ?? '';
  render(cache, staffScreens());
  // `once`: only what the first screens' extraction left, with a map of only that, joined to theirs below.
  const own = extractStyle(cache, { plain: true, types: ['style'], once: true });
  return {
    firstScreens: first,
    staffScreens: own.replace(CACHE_MAP, (_, map: string) => `.data-ant-cssinjs-cache-path{content:"${firstMap};${map}";}`),
  };
};

const SHEET_OF: Record<string, keyof ReturnType<typeof antdStylesheets>> = { [FIRST_SCREEN_ID]: 'firstScreens', [STAFF_ID]: 'staffScreens' };

/** Serves the two virtual stylesheets to the build and the dev server. */
export const antdStyles = (): Plugin => {
  let sheets: ReturnType<typeof antdStylesheets> | undefined;
  return {
    name: 'ftown:antd-first-screen-styles',
    resolveId: (id) => (id in SHEET_OF ? `\0${id}` : null),
    load: (id) => {
      const sheet = id.startsWith('\0') ? SHEET_OF[id.slice(1)] : undefined;
      return sheet ? (sheets ??= antdStylesheets())[sheet] : null;
    },
  };
};
