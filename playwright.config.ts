import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests (docs/architecture.md#testing, tier 3): the real renderer in Debian's Chromium
 * (no browser download), served by the browser shell with the real embedded server and services.
 * Each test starts its own shell on a random port with temp data and downloads folders
 * (tests/e2e/helpers). Screenshots of every test are kept under test-results/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  globalSetup: './tests/e2e/helpers/global-setup.ts',
  // A flow uploads, extracts and screenshots for real; on a loaded 2-core runner the default flows
  // took up to 1.6 min (2026-11-29), so 90 s was no margin.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    screenshot: 'on',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
  },
})
