import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The stylesheets build/antd-styles.tsx makes for the build: the tests render without CSS (`css: false`). */
const noAntdStylesheets: Plugin = {
  name: 'ftown:no-antd-stylesheets',
  resolveId: (id) => (id.startsWith('virtual:antd-') ? `\0${id}` : null),
  load: (id) => (id.startsWith('\0virtual:antd-') ? '' : null),
};

export default defineConfig({
  plugins: [react(), noAntdStylesheets],
  resolve: { alias: { '@': src } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    css: false,
  },
});
