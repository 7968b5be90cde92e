import { defineConfig } from 'vitest/config';

/**
 * The API, sync and HSDS tests that also run on PostgreSQL (issue 38): the same files, in projects whose workers see
 * DATABASE_URL (set by their globalSetup: a throw-away server). The others still read SQLite's file or write its SQL
 * (issue 38 moves them over); POSTGRES_TESTS=a.test.ts,b.test.ts runs others on PostgreSQL while they are moved.
 */
const POSTGRES_API_TESTS = [
  'account',
  'admin',
  'admin-cli',
  'analytics',
  'check-sources',
  'contact-newsletter',
  'description-es',
  'directories',
  'embedded-idp',
  'health',
  'hsds-api',
  'hsds-export',
  'hsds-import',
  'hsds-import-api-limits',
  'hsds-import-problems',
  'hsds-organizations',
  'instances',
  'languages',
  'listing-checks',
  'listing-reports',
  'listing-suggestions',
  'mail-delivery',
  'nearby',
  'news',
  'news-spanish',
  'newsletter',
  'not-modified-fast-path',
  'oidc-sign-in',
  'open-data-import',
  'openapi',
  'openapi-answers',
  'payments',
  'request-log',
  'resources',
  'resources-search',
  'retention',
  'sessions',
  'sign-in-flood',
  'transaction',
  'user-items',
  'web-build',
].map((name) => `tests/api/${name}.test.ts`);
const POSTGRES_SYNC_TESTS = ['account-sync', 'erasing', 'hsds-import-live', 'instances-crash', 'json-log', 'news-device', 'outbox', 'outbox-notices', 'outbox-restart', 'resources-sync'].map((name) => `tests/sync/${name}.test.ts`);
const TRYING = (process.env.POSTGRES_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Two files at a time on two cores: many tests wait on a server process or PostgreSQL (measured: 432 s one at a
    // time, 326 s two at a time, for the four projects).
    maxWorkers: 2,
    testTimeout: 20_000,
    projects: [
      {
        // Server and pure-function tests share one module graph per worker: each file no longer imports the API, the
        // database layer and the catalogues again (about a minute of a two-core run). Each file makes its own server,
        // database and configuration, so nothing one file does is seen by another; the order is shuffled now and then
        // to keep it so (`npx vitest run --sequence.shuffle`).
        extends: true,
        test: { name: 'api', include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'], isolate: false, env: { DATABASE_URL: '' } },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: TRYING.length ? TRYING.filter((f) => !f.startsWith('tests/sync/')) : POSTGRES_API_TESTS,
          isolate: false,
          globalSetup: ['tests/fixtures/postgres-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'device-postgres',
          include: TRYING.length ? TRYING.filter((f) => f.startsWith('tests/sync/')) : POSTGRES_SYNC_TESTS,
          globalSetup: ['tests/fixtures/postgres-global.ts'],
        },
      },
      {
        // The device's tests keep a module graph of their own per file: the sync engine, the outbox and the device
        // database are module-level state, as in a page.
        extends: true,
        test: { name: 'device', include: ['tests/sync/**/*.test.ts'], env: { DATABASE_URL: '' } },
      },
    ],
  },
});
