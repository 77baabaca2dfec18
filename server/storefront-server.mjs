// The storefront's production server (`npm start`): Next.js's request handler behind a plain node:http
// server, for speed only. What keeps the shop correct and safe runs in Next's own layers, the same on every
// host (`next start`, Lambda): the shopper's address and malformed paths in proxy.ts, the secrets and the
// socket address in instrumentation.ts (docs/adr/0070-shopper-address-in-the-proxy.md).
// - Speed. A page from Next's page cache is prepared once per version: its critical CSS inlined so that
//   its first paint waits for no stylesheet (server/critical-css.mjs), then encoded and compressed with
//   brotli and gzip (server/cached-pages.mjs), instead of Next gzipping the same string for every shopper.
//   The build's scripts and styles go out as brotli compressed once (server/brotli-assets.mjs), and the
//   optimised images of the uploads from memory once Next has made them (server/cached-images.mjs). Everything
//   else is compressed here as it streams (`compression`, with brotli); ./compression-here.mjs turns Next's
//   own gzip off for this process: it would wrap the response after this server and hide the page's text.
// - Outages and strangers. A page Next cannot render (the CMS down) is sent its last good copy, or the
//   shop's 503 page (server/last-good-pages.mjs); image URLs the optimiser must not take are refused with
//   400 before Next sees them (server/image-requests.mjs).
// SIGTERM/SIGINT stop accepting connections, let the requests in flight finish, then exit.
import './compression-here.mjs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import next from 'next';
import nextConfig from '../next.config.mjs';
import { BUILD_ASSETS, securityHeaderRules } from '../lib/security/csp.mjs';
import { createBrotliAssets } from './brotli-assets.mjs';
import { createCachedImages } from './cached-images.mjs';
import { createCachedPages } from './cached-pages.mjs';
import { createCriticalCss } from './critical-css.mjs';
import { refuseImageRequest } from './image-requests.mjs';
import { createLastGoodPages, UNAVAILABLE_PATH } from './last-good-pages.mjs';
import { cmsPublicUrl } from '../lib/images/upload-urls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT) || 3000;
// Empty means every interface, as with `next start`.
const hostname = process.env.HOSTNAME || undefined;
const cmsOrigin = cmsPublicUrl(process.env).origin;
/** Requests still running after this long are cut off on shutdown (scripts/lib/stack.mjs kills at 5 s). */
const SHUTDOWN_GRACE_MS = 4000;

let stopping = false;
const distDir = path.join(root, nextConfig.distDir);
const compress = compression();
const cachedImages = createCachedImages();
const cachedPages = createCachedPages({ inlineCss: createCriticalCss({ distDir }).inline });
// The headers next.config.mjs gives the build's assets, so a brotli answer carries the same ones.
const assetHeaders = securityHeaderRules(process.env).find((rule) => rule.source === BUILD_ASSETS);
const brotliAssets = createBrotliAssets({
  staticDir: path.join(distDir, 'static'),
  headers: Object.fromEntries((assetHeaders?.headers ?? []).map((h) => [h.key, h.value])),
});

/** This server's own address, for asking it for a page. */
const selfHost =
  !hostname || hostname === '0.0.0.0' || hostname === '::'
    ? '127.0.0.1'
    : hostname.includes(':')
      ? `[${hostname}]`
      : hostname;
/** Asks this server for a page, as a shopper would, so that the last good pages keep its copy. */
async function askSelf(pagePath) {
  const res = await fetch(`http://${selfHost}:${port}${pagePath}`, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
}
const lastGoodPages = createLastGoodPages({ fetchUnavailable: () => askSelf(UNAVAILABLE_PATH) });

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();

async function onRequest(req, res) {
  // While stopping, a keep-alive connection whose response just ended must not wait for another request.
  res.on('finish', () => {
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
  // A file answered here needs neither the page-cache bytes nor the shopper's address.
  if (brotliAssets.serve(req, res) || refuseImageRequest(req, res, cmsOrigin) || cachedImages.serve(req, res))
    return;
  compress(req, res, () => {});
  cachedImages.remember(req, res);
  // After compression, so that Next's `res.end(page)` reaches the cached pages first.
  cachedPages.sendPreparedPages(req, res);
  // Last, so that it sees Next's own writes: a failure is replaced by the page's last good copy or 503.
  lastGoodPages.watch(req, res);
  try {
    await handle(req, res);
  } catch (err) {
    console.error('[storefront]', err);
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    } else res.end();
  }
}

await app.prepare();
const server = createServer((req, res) => void onRequest(req, res));
server.listen(port, hostname, () => {
  console.log(`[storefront] listening on http://${hostname ?? 'localhost'}:${port}`);
  void brotliAssets.prepare();
});

function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[storefront] ${signal}: finishing the requests in flight`);
  const force = setTimeout(() => {
    console.error('[storefront] requests still running after the grace period were cut off');
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting and ends idle keep-alive connections; busy ones end after their response.
  server.close(() => {
    void app.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
