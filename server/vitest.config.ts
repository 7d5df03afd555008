import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file builds its own app on its own database; PGlite start-up and scrypt are CPU-bound.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Memory tests collect garbage before each sample, so they measure what is held, not what is yet to be freed.
    execArgv: ['--expose-gc'],
    globalSetup: ['src/test/global-setup.ts'],
  },
});
