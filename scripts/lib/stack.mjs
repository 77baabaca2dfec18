// Starts the pieces of the shop as child processes. Used by `npm run shop`, the browser tests' global setup
// and the benchmarks, so all three run the shop the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontServerArgs } from '../../server/node-flags.mjs';

/** @typedef {Record<string, string>} Env */
/**
 * A child process of the shop; with `quiet`, `logTail` keeps its last lines for failure messages.
 * @typedef {import('node:child_process').ChildProcess & { logTail?: string[]; label?: string }} StackChild
 */
/** @typedef {{ quiet?: boolean }} QuietOption */

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
const consoleConfig = path.join(root, 'admin/vite.config.ts');

/**
 * A port the OS says is free right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers below 500; fails when `child` exits first or after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number; child?: import('node:child_process').ChildProcess }} [opts]
 */
export async function waitForUrl(url, { timeoutMs = 120_000, child } = {}) {
  const start = Date.now();
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${url}: the process exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A child process in the repo's folder. `env` is added to this process's environment, or with
 * `inheritEnv: false` is the whole environment; `quiet` keeps the last lines of its output in `logTail`
 * (for failure messages) instead of printing it; `detached` gives it its own process group.
 * @param {string} cmd
 * @param {string[]} args
 * @param {Env | NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean; name?: string; inheritEnv?: boolean; detached?: boolean }} [opts]
 * @returns {StackChild}
 */
export function run(cmd, args, env, { quiet = false, name, inheritEnv = true, detached = false } = {}) {
  /** @type {StackChild} */
  const child = spawn(cmd, args, {
    cwd: root,
    env: /** @type {NodeJS.ProcessEnv} */ (inheritEnv ? { ...process.env, ...env } : env),
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached,
  });
  if (quiet) {
    // Keep the last lines so a failure can be explained.
    /** @type {string[]} */
    let tail = [];
    child.logTail = tail;
    /** @param {Buffer | string} chunk */
    const keep = (chunk) => {
      tail = [...tail, ...String(chunk).split('\n')].slice(-80);
      child.logTail = tail;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  child.label = name ?? cmd;
  return child;
}

/**
 * Environment for a CMS and storefront pair on the given ports.
 * @param {{ cmsPort: number; webPort: number; dataDir: string; extra?: Env }} opts
 * @returns {Env}
 */
export function stackEnv({ cmsPort, webPort, dataDir, extra = {} }) {
  const site = `http://localhost:${webPort}`;
  const cms = `http://localhost:${cmsPort}`;
  return {
    CMS_PORT: String(cmsPort),
    PORT: String(webPort),
    DATA_DIR: dataDir,
    CMS_API_URL: cms,
    CMS_PUBLIC_URL: cms,
    SITE_URL: site,
    STOREFRONT_ORIGIN: site,
    STOREFRONT_REVALIDATE_URL: `${site}/api/revalidate`,
    ...extra,
  };
}

/**
 * The secrets the CMS and the storefront must share: purging cached pages, signing the shopper's address;
 * and the CMS's own key of the signed order links in guests' mails (docs/adr/0085), made here alike.
 */
export const SHARED_SECRETS = ['REVALIDATE_SECRET', 'CLIENT_ADDRESS_SECRET', 'ORDER_LINK_SECRET'];

/**
 * The shared secrets for a shop on `dataDir`: each one set in `env` (the environment or .env) wins;
 * the others are made once at random and kept in DATA_DIR/secrets.json (mode 0600), so both processes,
 * their restarts and the next `npm run shop` on the same data agree without anyone choosing a secret.
 * @param {string} dataDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {Env}
 */
export function sharedSecrets(dataDir, env = process.env) {
  /** @type {Env} */
  const given = {};
  for (const k of SHARED_SECRETS) {
    const value = env[k]?.trim();
    if (value) given[k] = value;
  }
  const missing = SHARED_SECRETS.filter((k) => !given[k]);
  if (missing.length === 0) return given;
  const file = path.join(dataDir, 'secrets.json');
  /** @type {Record<string, unknown>} */
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (err);
    if (code !== 'ENOENT') throw new Error(`${file} is unreadable (${message}): fix or delete it`);
  }
  const fresh = missing.filter((k) => {
    const value = stored[k];
    return typeof value !== 'string' || value.length < 32;
  });
  if (fresh.length > 0) {
    for (const k of fresh) stored[k] = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  // Also for a file made by hand or copied with looser rights: only this user may read the secrets.
  chmodSync(file, 0o600);
  return { ...Object.fromEntries(missing.map((k) => [k, String(stored[k])])), ...given };
}

/**
 * Adds the last lines of a quiet child's output to the error that stopped its start.
 * @param {unknown} err
 * @param {StackChild} child
 */
function withLog(err, child) {
  const message = err instanceof Error ? err.message : String(err);
  return new Error(`${message}\n${(child.logTail ?? []).join('\n')}`);
}

/**
 * Resolves once the child's `url` answers; a start that fails or times out stops the child, so no server
 * outlives the script that gave up on it, and reports its last output.
 * @param {StackChild} child
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function upOrStopped(child, url, timeoutMs) {
  try {
    await waitForUrl(url, { child, timeoutMs });
  } catch (err) {
    await stop(child);
    throw withLog(err, child);
  }
  return child;
}

/**
 * The CMS (cms/src/server.ts), resolved once its /health answers.
 * @param {Env} env
 * @param {QuietOption} [opts]
 */
export async function startCms(env, opts = {}) {
  const child = run(process.execPath, ['--import', 'tsx', 'cms/src/server.ts'], env, {
    ...opts,
    name: 'cms',
  });
  // A first start migrates and seeds the embedded database: minutes on a busy machine.
  return upOrStopped(child, `http://localhost:${env.CMS_PORT}/health`, 300_000);
}

/**
 * Where Next keeps the pages a storefront built into `distDir` rendered at run time: its page cache on disk,
 * which instances sharing the folder read back (docs/adr/0101-page-cache-keeps-rsc-on-disk.md).
 * @param {string} distDir
 */
export const runtimePageCache = (distDir) => path.join(distDir, 'server', 'route-cache');

/**
 * `npm run build`, into NEXT_DIST_DIR when it is set.
 * @param {Env} env
 * @param {QuietOption} [opts]
 */
export async function buildStorefront(env, opts = {}) {
  const distDir = env.NEXT_DIST_DIR;
  if (!distDir || distDir === '.next') return nextBuild(env, opts);
  // A build into another folder adds that folder's route types to tsconfig.json, and tsconfig's `**/*.ts`
  // would then type-check them from there: put tsconfig back and drop the types, so the build leaves no
  // change in the working tree (nor in the next commit) and no stale types behind.
  const tsconfig = path.join(root, 'tsconfig.json');
  const committedTsconfig = readFileSync(tsconfig, 'utf8');
  try {
    await nextBuild(env, opts);
  } finally {
    writeFileSync(tsconfig, committedTsconfig);
    for (const dir of ['types', 'dev/types'])
      rmSync(path.join(root, distDir, dir), { recursive: true, force: true });
  }
}

/**
 * @param {Env} env
 * @param {QuietOption} opts
 * @returns {Promise<void>}
 */
function nextBuild(env, opts) {
  return new Promise((resolve, reject) => {
    const child = run(
      process.execPath,
      // `npm run build`'s script: the browser's zod, next build, then the compile hint (scripts/build.mjs).
      [path.join(root, 'scripts/build.mjs')],
      { ...env, NEXT_TELEMETRY_DISABLED: '1' },
      { ...opts, name: 'next build' },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(withLog(`next build failed (${code})`, child)),
    );
  });
}

/**
 * The owner's console (admin/, `npm run build:admin`): built into admin/dist, which the CMS serves at /admin.
 * @param {Env} [env]
 * @param {QuietOption} [opts]
 * @returns {Promise<void>}
 */
export function buildConsole(env = {}, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = run(
      process.execPath,
      [viteBin, 'build', '--config', consoleConfig, '--logLevel', 'warn'],
      env,
      {
        ...opts,
        name: 'console build',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(withLog(`the console's build failed (${code})`, child)),
    );
  });
}

/**
 * The console's address: the CMS's /admin, or in development Vite's dev server (hot reload).
 * @param {Env} env
 * @param {{ dev?: boolean }} [opts]
 */
export function consoleUrl(env, { dev = false } = {}) {
  return dev ? `http://localhost:${env.ADMIN_DEV_PORT}/admin/` : `http://localhost:${env.CMS_PORT}/admin`;
}

/**
 * `npm run dev`'s console: Vite's dev server on ADMIN_DEV_PORT, passing /api/admin and /uploads on to the
 * CMS (admin/vite.config.ts), so the console reloads as its code changes and talks to the real API.
 * @param {Env} env
 * @param {QuietOption} [opts]
 */
export async function startConsoleDev(env, opts = {}) {
  const child = run(process.execPath, [viteBin, '--config', consoleConfig], env, {
    ...opts,
    name: 'console',
  });
  return upOrStopped(child, consoleUrl(env, { dev: true }));
}

/**
 * Production runs server/storefront-server.mjs (Next's handler behind a server that sets the shopper's
 * address itself; see there), development `next dev`.
 * @param {Env} env
 * @param {QuietOption & { dev?: boolean }} [opts]
 */
export async function startStorefront(env, { dev = false, ...opts } = {}) {
  const args = dev ? [nextBin, 'dev', '-p', String(env.PORT)] : storefrontServerArgs();
  const child = run(
    process.execPath,
    args,
    { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    { ...opts, name: 'storefront' },
  );
  return upOrStopped(child, `http://localhost:${env.PORT}/`, 180_000);
}

/**
 * SIGTERM, then SIGKILL after 5 s; resolves once the child has exited.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @returns {Promise<void>}
 */
export function stop(child) {
  // A child killed by a signal has no exit code, only a signal code; its 'exit' has already been emitted.
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * One command to a Redis on this machine, in Redis's inline form (`INFO clients`); resolves with the raw
 * answer. Enough for a readiness check and a look at the clients, without a client library's reconnects.
 * @param {number} port
 * @param {string} command
 * @param {{ timeoutMs?: number }} [opts]
 * @returns {Promise<string>}
 */
export function redisCommand(port, command, { timeoutMs = 2000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    /** @param {Error} [err] */
    const done = (err) => {
      socket.destroy();
      if (err) reject(err);
      else resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`Redis on port ${port} did not answer`)));
    socket.on('error', done);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk;
      // A simple answer is one line; a bulk answer ($<length>) is complete once that many bytes arrived.
      const bulk = /^\$(\d+)\r\n/.exec(answer);
      if (bulk ? Buffer.byteLength(answer) >= bulk[0].length + Number(bulk[1]) + 2 : answer.endsWith('\r\n'))
        done();
    });
  });
}

/**
 * A redis-server of the caller's own on `port` (loopback only, nothing kept on disk), resolved once it
 * answers PING; for the tests and benchmarks that need a Redis they may kill. Stopped with `stop(child)`.
 * @param {number} port
 * @param {{ dir?: string }} [opts]
 */
export async function startRedisServer(port, { dir = tmpdir() } = {}) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  /** @param {Buffer} d */
  const keep = (d) => (output = (output + d).slice(-3000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited with code ${child.exitCode}:\n${output}`);
    const pong = await redisCommand(port, 'PING').catch(() => '');
    if (pong.startsWith('+PONG')) return child;
    if (Date.now() - start > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
