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
    // Files share a worker's modules: each file still builds its own app on its own database, and no test stubs a
    // module, the environment or a global. Loading the app's modules and PGlite's WebAssembly once per worker, not
    // once per file, took the suite from 426 to 253 s on PGlite and from 293 to 188 s on PostgreSQL (two cores).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
  },
});
