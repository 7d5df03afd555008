import { defineConfig } from 'vitest/config';

// The rules are pure functions, so the files share a worker's modules instead of loading zod once per file.
export default defineConfig({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
