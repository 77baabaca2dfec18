import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import {
  buildStorefront,
  freePort,
  stackEnv,
  startCms,
  startStorefront,
  stop,
} from '../../scripts/lib/stack.mjs';

/**
 * Starts a disposable shop for the run: the CMS on a fresh DATA_DIR (seeded demo catalogue, test card
 * processor, mail as .eml files), then the storefront built and served against it.
 * E2E_SKIP_BUILD=1 reuses an existing .next build made against the same ports (local iteration only).
 */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const cmsPort = Number(process.env.E2E_CMS_PORT) || (await freePort());
  const webPort = Number(process.env.E2E_WEB_PORT) || (await freePort());
  const env = stackEnv({
    cmsPort,
    webPort,
    dataDir,
    extra: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: '1',
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      CLIENT_ADDRESS_SECRET: 'e2e-client-secret',
    },
  });

  const cms = await startCms({ ...env, NODE_ENV: 'test' }, { quiet: true });
  let web;
  try {
    if (!process.env.E2E_SKIP_BUILD) await buildStorefront(env, { quiet: true });
    web = await startStorefront(env, { quiet: true });
  } catch (err) {
    await stop(cms);
    throw err;
  }

  process.env.E2E_BASE_URL = `http://localhost:${webPort}`;
  process.env.E2E_CMS_URL = `http://localhost:${cmsPort}`;
  process.env.E2E_DATA_DIR = dataDir;
  writeFileSync(path.join(dataDir, 'e2e.json'), JSON.stringify({ webPort, cmsPort }));

  return async () => {
    await Promise.all([stop(web), stop(cms)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
