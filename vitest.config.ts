import { defineConfig } from 'vitest/config'

const FAULTS = 'tests/faults/**/*.test.ts'

/**
 * Every suite: unit (shared rules, services with temp folders), integration (the real server on
 * 127.0.0.1 with PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and renderer (jsdom).
 * Playwright e2e runs separately (`npm run test:e2e`), both from `npm test`.
 *
 * The fault suite runs last, its files side by side: they spend their time waiting on the
 * processes they start, kill and restart (server restarts, stability windows, slow writers), so
 * one file at a time (vitest's default on two cores) would add those waits up.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Browser stand-ins and cleanup for the jsdom files (a no-op elsewhere).
    setupFiles: ['tests/renderer/setup-dom.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', FAULTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: [FAULTS],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
