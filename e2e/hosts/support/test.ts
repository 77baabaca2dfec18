import { test as base, expect } from '../../support/test';
import { baseUrlVariable, loadHost, type RunningHost } from '../../../scripts/hosts/hosts.mjs';
import { CMS_CONTROL_ENV, FRONT_DOOR_ENV, SHOP_ENV } from './global-setup';

export * from '../../support/test';

/**
 * The hosts tests' `test`: each project (playwright.hosts.config.ts) names its host module in `hostFile`;
 * its worker starts that host on the shared front-door port before the first test and stops it after the
 * last, so the hosts take turns on one origin. Every test's page and request go through the host's front
 * door (for `next start`, the appending proxy).
 */
export const test = base.extend<{ cms: CmsControl }, { hostFile: string; host: RunningHost }>({
  hostFile: ['npm-start-host.mjs', { scope: 'worker', option: true }],
  host: [
    async ({ hostFile }, provide) => {
      const { startHost, name } = await loadHost(hostFile);
      const env = JSON.parse(process.env[SHOP_ENV] ?? '{}') as Record<string, string>;
      const port = Number(process.env[FRONT_DOOR_ENV]);
      if (!port) throw new Error('Run the hosts tests through playwright.hosts.config.ts');
      const host = await startHost({ env, port, cmsUrl: env.CMS_API_URL! });
      // The helpers of e2e/support (from-address.ts) read the front door from here.
      process.env.E2E_BASE_URL = host.baseURL;
      process.env[baseUrlVariable(name)] = host.baseURL;
      await provide(host);
      await host.stop();
    },
    // Long enough for the serverless host to build its package first (scripts/hosts/serverless-host.mjs).
    { scope: 'worker', auto: true, timeout: 20 * 60_000 },
  ],
  baseURL: async ({ host }, provide) => provide(host.baseURL),
  cms: async ({}, provide) => provide(cmsControl()),
});
export { expect };

/** Stops and starts the hosts tests' one CMS (the global setup owns the process). */
export interface CmsControl {
  stop(): Promise<void>;
  start(): Promise<void>;
}

function cmsControl(): CmsControl {
  const base = process.env[CMS_CONTROL_ENV];
  const call = async (what: string) => {
    const res = await fetch(`${base}/${what}`, { method: 'POST', signal: AbortSignal.timeout(300_000) });
    if (!res.ok) throw new Error(`the CMS did not ${what}: ${await res.text()}`);
  };
  return { stop: () => call('stop'), start: () => call('start') };
}
