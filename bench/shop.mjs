// Starting and stopping the pieces a benchmark needs, each registered for clean-up the moment it exists.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  buildStorefront,
  freePort,
  root,
  runtimePageCache,
  stackEnv,
  startCms,
  startRedisServer,
  startStorefront,
  stop,
} from '../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';
import { log } from './log.mjs';

export const DIST_DIR = '.next-bench';
export const REVALIDATE_SECRET = 'bench-revalidate-secret';
const BUILD_RECORD = path.join(root, DIST_DIR, 'bench-build.json');

/** A fresh folder under the OS temp dir, removed at clean-up (or earlier through the returned function). */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${prefix}-`));
  const remove = onCleanup(`temp folder ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

/**
 * Copies the demo images a CMS drew into another DATA_DIR: the CMS draws only missing files on start,
 * and drawing all of them takes about a minute on a small machine.
 */
export function copyUploads(fromDataDir, toDataDir) {
  const from = path.join(fromDataDir, 'uploads');
  if (existsSync(from)) cpSync(from, path.join(toDataDir, 'uploads'), { recursive: true });
}

/** A fingerprint of the seed code: the demo images are drawn from it, so equal code means equal images. */
function seedFingerprint() {
  const hash = createHash('sha256');
  const dir = path.join(root, 'cms/src/seed');
  for (const rel of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, rel);
    try {
      hash.update(rel).update(readFileSync(file));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const imageCache = () => path.join(root, 'bench/.tmp', `uploads-${seedFingerprint()}`);

/**
 * Puts the demo images of an earlier run into a fresh DATA_DIR when the seed code has not changed since,
 * sparing the CMS about a minute of drawing; returns whether it did.
 */
export function restoreImages(dataDir) {
  const cache = imageCache();
  if (!existsSync(cache)) return false;
  cpSync(cache, path.join(dataDir, 'uploads'), { recursive: true });
  return true;
}

/** Keeps the images a CMS drew for the next run, replacing those of older seed code. */
export function saveImages(dataDir) {
  const cache = imageCache();
  const from = path.join(dataDir, 'uploads');
  if (existsSync(cache) || !existsSync(from)) return;
  const parent = path.dirname(cache);
  if (existsSync(parent))
    for (const old of readdirSync(parent).filter((n) => n.startsWith('uploads-')))
      rmSync(path.join(parent, old), { recursive: true, force: true });
  cpSync(from, cache, { recursive: true });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * The environment every bench process shares. DATABASE_URL and REDIS_URL are cleared unless given, so a
 * DATABASE_URL in the caller's environment (which turns on the PostgreSQL figures) never redirects the
 * PGlite CMS, and no storefront talks to a Redis the run did not start.
 */
export function benchEnv({ cmsPort, webPort, dataDir, databaseUrl = '', redisUrl = '' }) {
  return stackEnv({
    cmsPort,
    webPort,
    dataDir,
    extra: {
      NODE_ENV: 'production',
      // The checkout's payment form and Pay are measured with the test card processor, which a production
      // CMS refuses (503) unless allowed: without it /checkout showed its error and Pay could not be timed.
      ALLOW_TEST_PAYMENTS: '1',
      NEXT_DIST_DIR: DIST_DIR,
      REVALIDATE_SECRET,
      // A production storefront and CMS refuse to start without it (docs/adr/0070).
      CLIENT_ADDRESS_SECRET: 'bench-client-address-secret',
      // A production CMS refuses to start without the order links' key too (docs/adr/0085).
      ORDER_LINK_SECRET: 'bench-order-link-secret',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
}

/** Starts a CMS and registers its stop; the returned `stop` ends it earlier. */
export async function startBenchCms(env, label = 'CMS') {
  const child = await startCms(env, { quiet: true });
  const stopIt = onCleanup(`${label} (pid ${child.pid})`, () => stop(child));
  return { child, stop: stopIt };
}

/**
 * The storefront is built against a running CMS because the build prerenders catalogue pages. With
 * `reuse`, an earlier bench build is kept when the CMS port it was built against is free again, so the
 * prerendered pages point at the CMS this run starts.
 */
export async function planPorts({ reuse }) {
  const webPort = await freePort();
  if (reuse && existsSync(BUILD_RECORD) && existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) {
    const { cmsPort } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'));
    if (await portIsFree(cmsPort)) return { cmsPort, webPort, build: false };
    log(`the CMS port ${cmsPort} of the earlier build is taken: building afresh`);
  }
  return { cmsPort: await freePort(), webPort, build: true };
}

/**
 * Removes the pages the storefront rendered at run time from the build folder `distDir` (Next's page cache
 * on disk, runtimePageCache), keeping the build's own prerendered pages. With `--reuse-build` an earlier
 * run's product pages would otherwise spare this run its first renders, so two runs of the same code
 * measured different work.
 */
export function forgetRuntimePages(distDir = path.join(root, DIST_DIR)) {
  rmSync(runtimePageCache(distDir), { recursive: true, force: true });
}

export async function buildBenchStorefront(env) {
  await buildStorefront(env, { quiet: true });
  writeFileSync(BUILD_RECORD, JSON.stringify({ cmsPort: Number(env.CMS_PORT) }));
}

export async function startBenchStorefront(env, label = 'storefront') {
  const child = await startStorefront(env, { quiet: true });
  const stopIt = onCleanup(`${label} (pid ${child.pid})`, () => stop(child));
  return { child, stop: stopIt };
}

/**
 * A physical reference of the throughput section: a file in public/ that the same Next server sends
 * without rendering anything, one per measured page (`name`), each to hold a copy of that page's HTML.
 * Next lists public/ when `next start` starts, so the file must exist before that; its content is written
 * once the page can be fetched.
 */
export function createReferenceFile(name) {
  const fileName = `bench-reference-${process.pid}-${name}.html`;
  const file = path.join(root, 'public', fileName);
  // A fresh clone has no public/ folder (the shop has no static files of its own yet).
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '<!doctype html><title>bench</title>');
  onCleanup(`reference file ${file}`, () => rmSync(file, { force: true }));
  return {
    urlPath: `/${fileName}`,
    fill: (content) => writeFileSync(file, content),
  };
}

/** GET as a benchmark client sees it: no compression, so byte sizes are the bytes the server sends. */
export async function fetchPlain(url, { timeoutMs = 60_000 } = {}) {
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}

/** Purges the storefront's cached catalogue reads after the CMS behind it changed. */
export async function revalidateCatalogue(webUrl) {
  try {
    const res = await fetch(`${webUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ tags: ['catalogue'] }),
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok ? null : `POST /api/revalidate answered ${res.status}`;
  } catch (err) {
    return `POST /api/revalidate failed: ${err.message}`;
  }
}

/** Runs a bench seed script (`tsx bench/<script> <total>`) against env's database, before a CMS opens it. */
function runSeed(script, env, total, what) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${script}`, String(total)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const forget = onCleanup(`seeding (pid ${child.pid})`, () => stop(child));
    child.on('exit', (code) => {
      void forget();
      if (code === 0) resolve();
      else reject(new Error(`seeding ${total} ${what} failed (${code}):\n${out.slice(-3000)}`));
    });
  });
}

/** Runs bench/seed-reviews.ts: `total` published reviews on one product, before a CMS opens the database. */
export const seedReviews = (env, total) => runSeed('seed-reviews.ts', env, total, 'reviews');

/** Runs bench/seed-catalogue.ts: the demo shop plus synthetic products up to `total`, before a CMS opens it. */
export const seedCatalogue = (env, total) => runSeed('seed-catalogue.ts', env, total, 'products');

/** Runs bench/seed-orders.ts: the demo shop and `total` orders, before a CMS opens it. */
export const seedOrders = (env, total) => runSeed('seed-orders.ts', env, total, 'orders');

/**
 * A fresh database on the server of `serverUrl`, dropped at clean-up: the PostgreSQL figures never touch
 * the database the URL names.
 */
export async function createPgDatabase(serverUrl, prefix = 'bench') {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = onCleanup(`PostgreSQL database ${name}`, async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop };
}

/**
 * A Redis of the run's own on a free loopback port, with nothing written to disk, stopped at clean-up.
 * Debian's redis-server is installed first when it is missing (scripts/ensure-redis.sh, as the tests do).
 */
export async function startRedis() {
  execFileSync('bash', [path.join(root, 'scripts/ensure-redis.sh')], { stdio: ['ignore', 2, 2] });
  const port = await freePort();
  // No snapshots and no append-only file; the working folder is a temp one all the same.
  const { dir } = tempDir('redis');
  const child = await startRedisServer(port, { dir });
  const stopIt = onCleanup(`Redis (pid ${child.pid})`, () => stop(child));
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop: stopIt };
}
