import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildStorefront,
  freePort,
  sharedSecrets,
  stackEnv,
  startCms,
  stop,
  type StackChild,
} from '../../../scripts/lib/stack.mjs';

/** Where the global setup leaves, for the workers, the front-door port, the shop's env and the CMS control. */
export const FRONT_DOOR_ENV = 'E2E_HOSTS_FRONT_PORT';
export const SHOP_ENV = 'E2E_HOSTS_ENV';
export const CMS_CONTROL_ENV = 'E2E_HOSTS_CMS_CONTROL';

/**
 * The hosts tests (playwright.hosts.config.ts): one CMS and one `next build` for every host. The hosts take
 * turns on one front-door port, each started by its project's worker (e2e/hosts/support/test.ts), so every
 * host has the same origin: the CMS's STOREFRONT_ORIGIN (test payments return there) and the purge URL
 * fit them all. The CMS can be stopped and started again through a small control server on loopback
 * (the `cms` fixture of e2e/hosts/support/test.ts), for the outage checks; the test card processor is on,
 * as in `npm run shop`; REDIS_URL shares purges as on a real multi-instance host.
 * E2E_HOSTS_CMS_PORT and E2E_HOSTS_WEB_PORT fix the ports; with E2E_SKIP_BUILD=1 the build an earlier run
 * made on the same ports is reused (local iteration only).
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-hosts-'));
  const cmsPort = Number(process.env.E2E_HOSTS_CMS_PORT) || (await freePort());
  const frontPort = Number(process.env.E2E_HOSTS_WEB_PORT) || (await freePort());
  const env = {
    ...stackEnv({ cmsPort, webPort: frontPort, dataDir }),
    ...sharedSecrets(dataDir),
    ALLOW_TEST_PAYMENTS: '1',
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  };
  let cms: StackChild | undefined = await startCms(env, { quiet: true });
  try {
    if (!process.env.E2E_SKIP_BUILD) await buildStorefront(env, { quiet: true });
  } catch (err) {
    await stop(cms);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }

  const control: Server = createServer((req, res) => {
    const answer = async () => {
      if (req.url === '/stop') {
        await stop(cms);
        cms = undefined;
      } else if (req.url === '/start' && !cms) cms = await startCms(env, { quiet: true });
      res.end('ok');
    };
    answer().catch((err: Error) => {
      res.statusCode = 500;
      res.end(err.message);
    });
  });
  const controlPort = await freePort();
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  process.env[FRONT_DOOR_ENV] = String(frontPort);
  process.env[SHOP_ENV] = JSON.stringify(env);
  process.env[CMS_CONTROL_ENV] = `http://127.0.0.1:${controlPort}`;
  process.env.E2E_BASE_URL = `http://localhost:${frontPort}`;
  process.env.E2E_CMS_URL = `http://localhost:${cmsPort}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    control.close();
    await stop(cms);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
