import { defineConfig, devices } from '@playwright/test';
import { hostFiles, hostName } from './scripts/hosts/hosts.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * `npm run test:hosts`: the shop's core journeys and the hosts checks (e2e/hosts/*.spec.ts) once per host
 * the shop claims (scripts/hosts/: `npm start`, `next start` behind an appending proxy, and the serverless
 * package when its module is there). One CMS and one build for all (e2e/hosts/support/global-setup.ts);
 * the hosts take turns on one front-door port, one worker, one host at a time, its files in name order
 * (the outage checks, which stop the CMS, last).
 */
export default defineConfig({
  testDir: './e2e/hosts',
  globalSetup: './e2e/hosts/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
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
  projects: hostFiles.map((hostFile) => ({ name: hostName(hostFile), use: { ...desktop, hostFile } })),
});
