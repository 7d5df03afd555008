import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './build/antd-styles.tsx';
import { precompress } from './build/precompress.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';

// It builds once more from this file, as the bundler splits by itself, to learn what each first screen loads.
const firstScreens = firstScreenChunks(fileURLToPath(import.meta.url));

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), antdStyles(), firstScreens.plugin, precompress()],
  resolve: { alias: { '@': src } },
  server: {
    port: 5173,
    proxy: { '/ftown-api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets bench/ measure exactly which chunks the first screen loads.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // First, each first screen's modules in a chunk or two (build/first-screen-chunks.ts). Then one chunk for the
      // rest of antd's shared helpers (@rc-component/util): left to itself rolldown spreads them over a chunk per
      // combination of lazy importers, which grows with each lazy part.
      output: { codeSplitting: { groups: [firstScreens.group, { name: 'rc-util', test: /[\\/]node_modules[\\/]@rc-component[\\/]util[\\/]/ }] } },
      treeshake: {
        // antd's rc-component packages declare no `sideEffects`, so a barrel import (antd's Input reads the
        // form context through @rc-component/form's index) keeps every module behind it, here the whole
        // form engine and async-validator. They are plain React components: let unused modules go.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
