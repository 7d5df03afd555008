import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import antd from 'antd';
import type { Plugin } from 'vite';
import { DEFAULT_THEME, themeOf } from '../src/lib/theme.ts';

/** What main.tsx imports; the plugin answers it with the CSS below. */
const ID = 'virtual:antd-first-screen.css';
const RESOLVED = `\0${ID}`;

/**
 * The antd components of the first screens: the sign-in form, and the applicant home with the layouts' frame.
 * The staff tables, menus and selects are left out: they would add 20 KiB to every first screen's transfer
 * (DESIGN section 8: 200 KiB), and are computed in the browser as before.
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
 * antd draws a component's styles in the browser the first time it renders: style objects built, serialized
 * and put in a <style> inside React's commit, the longest task of a first screen (issue 15: total blocking
 * time). Rendered here once, at build time, they arrive as a stylesheet with the app. antd's style engine
 * finds its map of them (`.data-ant-cssinjs-cache-path`) in that stylesheet and skips those components; any
 * other is drawn in the browser as before. The theme's colours are CSS variables, set in the browser: the
 * component styles here are the same for every theme colour.
 */
export const firstScreenStyles = (): string => {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={themeOf(DEFAULT_THEME).config}>{firstScreens()}</antd.ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
};

/** Serves `virtual:antd-first-screen.css` to the build and the dev server. */
export const antdStyles = (): Plugin => ({
  name: 'ftown:antd-first-screen-styles',
  resolveId: (id) => (id === ID ? RESOLVED : null),
  load: (id) => (id === RESOLVED ? firstScreenStyles() : null),
});
