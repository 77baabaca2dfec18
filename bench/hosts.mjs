// Hosts: the same warm product page through `npm start` (server/storefront-server.mjs) and through the
// OpenNext package behind the local stand-in for API Gateway and Lambda (`npm run start:serverless`,
// scripts/serverless/gateway.mjs), in one run; and the serverless cold start, the first request after a
// fresh handler import, in a fresh process each time. The package is built against the run's CMS (several
// minutes), as `npm run build:serverless`.
import path from 'node:path';
import { freePort, root, run, stop, waitForUrl } from '../scripts/lib/stack.mjs';
import { packageIsCurrent } from '../scripts/serverless/package-state.mjs';
import { onCleanup } from './cleanup.mjs';
import { measure } from './load.mjs';
import { log } from './log.mjs';

/** The target: the serverless p50 within this multiple of `npm start`'s. */
export const HOSTS_P50_RATIO = 1.5;
/** Cold starts measured, each in a fresh process. */
const COLD_STARTS = 3;
/** Connections of the warm measurement: latency of a few shoppers at once, not saturation. */
const CONNECTIONS = 10;

/** @param {Record<string, string>} env */
function serverlessEnv(env) {
  // OpenNext reads the build from .next: the bench's own NEXT_DIST_DIR is for `npm start`'s build.
  const { NEXT_DIST_DIR: _distDir, ...rest } = env;
  return rest;
}

/** @param {Record<string, string>} env */
async function buildPackage(env) {
  if (packageIsCurrent(env)) return log('hosts: the serverless package in .open-next is current');
  log('hosts: building the serverless package into .open-next (takes a few minutes)');
  const child = run(process.execPath, [path.join(root, 'scripts/serverless/build.mjs')], env, {
    quiet: true,
    name: 'serverless build',
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0)
    throw new Error(`the serverless build failed (${code})\n${(child.logTail ?? []).join('\n')}`);
}

/**
 * One cold start: a fresh gateway process; the handler's import time (it logs it), then the first request
 * of the product page, timed from the client.
 * @param {Record<string, string>} env
 * @param {string} pagePath
 */
async function coldStart(env, pagePath) {
  const port = await freePort();
  const child = run(
    process.execPath,
    [path.join(root, 'scripts/serverless/gateway.mjs')],
    { ...env, PORT: String(port) },
    {
      quiet: true,
      name: 'serverless gateway',
    },
  );
  const stopIt = onCleanup(`serverless gateway (pid ${child.pid})`, () => stop(child));
  const base = `http://localhost:${port}`;
  // The CDN's part answers as soon as the server listens, which is after the handler's import.
  await waitForUrl(`${base}/favicon.ico`, { child, timeoutMs: 120_000 });
  const imported = /handler imported in (\d+) ms/.exec((child.logTail ?? []).join('\n'));
  const started = performance.now();
  const res = await fetch(`${base}${pagePath}`);
  await res.arrayBuffer();
  const firstRequestMs = performance.now() - started;
  return {
    base,
    status: res.status,
    importMs: imported ? Number(imported[1]) : null,
    firstRequestMs,
    stop: stopIt,
  };
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * @param {{ env: Record<string, string>, webUrl: string, productSlug: string,
 *   settings: { seconds: number, warmupSeconds: number }, load?: typeof measure }} options
 */
export async function hostsSection({ env, webUrl, productSlug, settings, load = measure }) {
  const slEnv = serverlessEnv(env);
  await buildPackage(slEnv);
  const pagePath = `/product/${encodeURIComponent(productSlug)}`;
  const colds = [];
  let gateway = null;
  for (let i = 0; i < COLD_STARTS; i++) {
    await gateway?.stop();
    gateway = await coldStart(slEnv, pagePath);
    log(
      `hosts: cold start ${i + 1}: import ${gateway.importMs} ms, first request ${gateway.firstRequestMs.toFixed(0)} ms`,
    );
    colds.push({
      importMs: gateway.importMs,
      firstRequestMs: gateway.firstRequestMs,
      status: gateway.status,
    });
  }
  const opts = { connections: CONNECTIONS, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  log(`hosts: warm product page, ${CONNECTIONS} connections, ${settings.seconds} s each`);
  const rows = [
    { host: '`npm start`', ...(await load(`${webUrl}${pagePath}`, opts)) },
    { host: '`npm run start:serverless`', ...(await load(`${gateway.base}${pagePath}`, opts)) },
  ];
  await gateway.stop();
  const [node, serverless] = rows;
  const ratio = node.p50 && serverless.p50 != null ? serverless.p50 / node.p50 : null;
  return {
    pagePath,
    connections: CONNECTIONS,
    seconds: settings.seconds,
    rows,
    ratio,
    colds,
    coldImportMs: median(colds.map((c) => c.importMs ?? NaN).filter(Number.isFinite)),
    coldFirstRequestMs: median(colds.map((c) => c.firstRequestMs)),
  };
}

const fmt = (/** @type {number | null | undefined} */ n) => (n == null ? '–' : `${Math.round(n)} ms`);

/**
 * The section's targets.
 * @param {Awaited<ReturnType<typeof hostsSection>>} hosts
 * @param {{ target: string, value: string, met: boolean }[]} out
 */
export function hostsTargets(hosts, out) {
  out.push({
    target: `Warm product page p50 through start:serverless ≤ ${HOSTS_P50_RATIO}× npm start's`,
    value:
      hosts.ratio == null
        ? '–'
        : `${hosts.ratio.toFixed(2)}× (${fmt(hosts.rows[1]?.p50)} vs ${fmt(hosts.rows[0]?.p50)})`,
    met:
      hosts.ratio != null &&
      hosts.ratio <= HOSTS_P50_RATIO &&
      hosts.rows.every((r) => r.non2xx === 0 && r.errors === 0),
  });
  out.push({
    target: 'Serverless cold start measured (handler import + first request, median)',
    value: `${fmt(hosts.coldImportMs)} + ${fmt(hosts.coldFirstRequestMs)}`,
    met: hosts.colds.length > 0 && hosts.colds.every((c) => c.status === 200),
  });
}

/** @param {Awaited<ReturnType<typeof hostsSection>>} hosts @param {(head: string[], rows: string[][]) => string} table */
export function hostsReport(hosts, table) {
  return [
    '## Hosts',
    '',
    `Product page \`${hosts.pagePath}\`, warm, ${hosts.connections} connections, ${hosts.seconds} s each, one after the other in one run.`,
    '',
    table(
      ['Host', 'Requests/s', 'p50', 'p99', 'Non-2xx'],
      hosts.rows.map((r) => [r.host, r.rps.toFixed(1), fmt(r.p50), fmt(r.p99), String(r.non2xx + r.errors)]),
    ),
    '',
    `Cold starts of the serverless package (a fresh process each; handler import, then the first request of the page):`,
    '',
    table(
      ['Run', 'Handler import', 'First request', 'Status'],
      hosts.colds.map((c, i) => [String(i + 1), fmt(c.importMs), fmt(c.firstRequestMs), String(c.status)]),
    ),
  ].join('\n');
}
