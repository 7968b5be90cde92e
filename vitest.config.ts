import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    projects: [
      {
        // Server and pure-function tests share one module graph per worker: each file no longer imports the API, the
        // database layer and the catalogues again (about a minute of a two-core run). Each file makes its own server,
        // database and configuration, so nothing one file does is seen by another; the order is shuffled now and then
        // to keep it so (`npx vitest run --sequence.shuffle`).
        extends: true,
        test: { name: 'api', include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'], isolate: false },
      },
      {
        // The device's tests keep a module graph of their own per file: the sync engine, the outbox and the device
        // database are module-level state, as in a page.
        extends: true,
        test: { name: 'device', include: ['tests/sync/**/*.test.ts'] },
      },
    ],
  },
});
