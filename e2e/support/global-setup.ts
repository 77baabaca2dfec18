import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freePort, root, waitForUrl } from '../../scripts/lib/stack.mjs';

/** The build (several minutes here) happens while the shop starts, so its wait is long. */
const START_TIMEOUT_MS = 15 * 60_000;

/**
 * Starts the shop for the run exactly as a shopkeeper does, with `npm run shop` (scripts/shop.mjs): only
 * free ports and a fresh DATA_DIR are set, so the tests run on the script's own wiring (shared secrets,
 * supervision, seeded demo catalogue, test card processor, mail as .eml files under DATA_DIR/outbox, the
 * owner's console built and served by the CMS at /admin, where `npm run owner` with the same CMS_PORT and
 * DATA_DIR reaches the running CMS).
 * Its output goes to DATA_DIR/shop.log, shown when the start fails. Torn down with SIGTERM, as Ctrl-C does.
 * E2E_SKIP_BUILD=1 with fixed E2E_CMS_PORT/E2E_WEB_PORT passes `--no-build` to reuse the .next build of an
 * earlier run on the same ports (local iteration only).
 */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const cmsPort = Number(process.env.E2E_CMS_PORT) || (await freePort());
  const webPort = Number(process.env.E2E_WEB_PORT) || (await freePort());
  const logFile = path.join(dataDir, 'shop.log');
  const log = openSync(logFile, 'a');
  const args = ['scripts/shop.mjs', ...(process.env.E2E_SKIP_BUILD ? ['--no-build'] : [])];
  const shop = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(webPort), CMS_PORT: String(cmsPort), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  closeSync(log);

  const stopShop = () => stopped(shop);
  try {
    await waitForUrl(`http://localhost:${cmsPort}/health`, { child: shop, timeoutMs: START_TIMEOUT_MS });
    await waitForUrl(`http://localhost:${webPort}/`, { child: shop, timeoutMs: START_TIMEOUT_MS });
    await consoleServed(`http://localhost:${cmsPort}/admin`);
  } catch (err) {
    await stopShop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-80).join('\n');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${tail}`);
  }

  process.env.E2E_BASE_URL = `http://localhost:${webPort}`;
  process.env.E2E_CMS_URL = `http://localhost:${cmsPort}`;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await stopShop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The console answers 503 until it is built: the script builds it before the storefront, so not for long. */
async function consoleServed(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: the console was not built`);
}

/** SIGTERM, as Ctrl-C does; shop.mjs stops both servers and exits. */
function stopped(shop: ChildProcess): Promise<void> {
  if (shop.exitCode !== null || shop.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    shop.once('exit', () => resolve());
    shop.kill('SIGTERM');
  });
}
