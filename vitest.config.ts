import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
    // Vitest's default is one worker fewer than the cores, which on a two-core machine runs the files one at a
    // time. A test file spends much of its time waiting (on scrypt's thread pool, a PostgreSQL server, timers),
    // so two workers finish the suite in a little over half the time there; larger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
