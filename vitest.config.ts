import { defineConfig } from 'vitest/config'

/**
 * Every suite: unit (shared rules, services with temp folders), integration (the real server on
 * 127.0.0.1 with PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and renderer (jsdom).
 * Playwright e2e runs separately (`npm run test:e2e`), both from `npm test`.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Browser stand-ins and cleanup for the jsdom files (a no-op elsewhere).
    setupFiles: ['tests/renderer/setup-dom.ts'],
  },
})
