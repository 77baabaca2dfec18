import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser tests drive the real production build in the system Chromium (no browser download) against the
 * real CMS, both started by the global setup with `npm run shop`'s script on free ports and a fresh DATA_DIR.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // e2e/hosts/ runs once per host under playwright.hosts.config.ts (npm run test:hosts).
    { name: 'desktop', use: desktop, testIgnore: [/outage\.spec\.ts$/, /\/hosts\//] },
    // Kills the CMS and at last stops the shop: only after every other test has finished.
    {
      name: 'outage',
      use: desktop,
      testMatch: /outage\.spec\.ts$/,
      testIgnore: /\/hosts\//,
      dependencies: ['desktop'],
    },
  ],
});
