// `npm run shop`: starts the CMS API on the embedded database, builds the storefront against it and serves
// both, and builds the owner's console, which the CMS serves at /admin. `npm run dev` does the same with
// `next dev` and Vite's dev server (hot reload) instead of production builds; `--no-build` serves the builds
// an earlier run left in .next and admin/dist (made for the same ports and addresses).
// The storefront build prerenders catalogue pages, so it needs the CMS running: this script starts it first.
// Once both are up it supervises them: a process that dies is started again, while the other keeps serving.
import { loadEnvFile } from 'node:process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildConsole,
  buildStorefront,
  consoleUrl,
  root,
  sharedSecrets,
  stackEnv,
  startCms,
  startConsoleDev,
  startStorefront,
  stop,
} from './lib/stack.mjs';

if (existsSync(path.join(root, '.env'))) loadEnvFile(path.join(root, '.env'));
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const cmsPort = Number(process.env.CMS_PORT || 4000);
const webPort = Number(process.env.PORT || 3000);
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data');
const env = {
  ...stackEnv({ cmsPort, webPort, dataDir }),
  // Vite's dev server for the console under `npm run dev`.
  ADMIN_DEV_PORT: process.env.ADMIN_DEV_PORT || '5173',
  // The same purge and address-signing secrets for both processes (kept under DATA_DIR unless set).
  ...sharedSecrets(dataDir),
  // Values set in the environment or .env win over the local defaults.
  ...Object.fromEntries(
    ['CMS_API_URL', 'CMS_PUBLIC_URL', 'SITE_URL', 'STOREFRONT_ORIGIN', 'STOREFRONT_REVALIDATE_URL']
      .filter((k) => process.env[k])
      .map((k) => [k, process.env[k]]),
  ),
};

/** Restart delays: 0.5 s doubling to 10 s; a process that ran this long counts as healthy again. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
const HEALTHY_AFTER_MS = 30_000;

/** The shop's process ids (this script and its servers), for operators and the browser tests. */
const pidsFile = path.join(dataDir, 'shop.pids.json');

const services = [
  { name: 'cms', label: 'The CMS', start: () => startCms(env) },
  { name: 'storefront', label: 'The storefront', start: () => startStorefront(env, { dev }) },
  ...(dev ? [{ name: 'console', label: "The console's dev server", start: () => startConsoleDev(env) }] : []),
].map((s) => ({ ...s, child: undefined, starting: undefined, timer: undefined, delay: FIRST_DELAY_MS }));

let stopping = false;

function writePids() {
  const pids = Object.fromEntries(services.map((s) => [s.name, s.child?.pid ?? null]));
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(`${pidsFile}.tmp`, `${JSON.stringify({ shop: process.pid, ...pids })}\n`);
  renameSync(`${pidsFile}.tmp`, pidsFile);
}

/** Starts a service; from then on a crash starts it again (after a pause), unless the shop is stopping. */
async function launch(service) {
  service.starting = service.start();
  try {
    const child = await service.starting;
    service.child = child;
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping || service.child !== child) return;
      service.child = undefined;
      writePids();
      if (Date.now() - startedAt >= HEALTHY_AFTER_MS) service.delay = FIRST_DELAY_MS;
      console.error(
        `\n[shop] ${service.label} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting in ${service.delay / 1000} s\n`,
      );
      scheduleRestart(service);
    });
    if (!stopping) writePids();
  } finally {
    service.starting = undefined;
  }
}

function scheduleRestart(service) {
  const delay = service.delay;
  service.delay = Math.min(delay * 2, MAX_DELAY_MS);
  service.timer = setTimeout(() => {
    service.timer = undefined;
    if (stopping) return;
    launch(service).then(
      () => console.log(`[shop] ${service.label} is back`),
      (err) => {
        if (stopping) return;
        console.error(
          `[shop] ${service.label} did not start: ${err.message}\nretrying in ${service.delay / 1000} s`,
        );
        scheduleRestart(service);
      },
    );
  }, delay);
}

const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const s of services) clearTimeout(s.timer);
  // A server still starting is stopped once it is up, so none outlives this script.
  await Promise.allSettled(services.map((s) => s.starting));
  await Promise.all(services.map((s) => stop(s.child)));
  rmSync(pidsFile, { force: true });
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const [cms, storefront, consoleDev] = services;
  await launch(cms);
  // One build at a time: on a busy machine a parallel build made the CMS miss its start-up deadline.
  if (!dev && !skipBuild) await buildConsole(env);
  if (!dev && !skipBuild) await buildStorefront(env);
  await launch(storefront);
  if (consoleDev) await launch(consoleDev);
  console.log(
    `\nThe shop is open: storefront http://localhost:${webPort}  ·  CMS API http://localhost:${cmsPort}/api/v1` +
      `  ·  Console: ${consoleUrl(env, { dev })}\n`,
  );
} catch (err) {
  console.error(err.message);
  await shutdown(1);
}
