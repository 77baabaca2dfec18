// @ts-check
// The CDN's part of the local stand-in (gateway.mjs): files of .open-next/assets (the build's static
// files, what OpenNext puts in the assets bucket behind CloudFront) answered before the function is
// called. `/_next/static/…` names are content-hashed: cached a year, immutable; any other file revalidates.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
});

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The file under `assetsDir` a request path names, or null: only plain, decodable paths to files inside
 * the folder (no dot-files such as BUILD_ID, no `..`, no escaped slash).
 * @param {string} assetsDir
 * @param {string} rawPath
 */
export function assetPathOf(assetsDir, rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || /%2f|%5c/i.test(rawPath)) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const file = path.join(assetsDir, ...segments);
  return file.startsWith(assetsDir + path.sep) ? file : null;
}

/** @param {string} rawPath */
export const cacheControlOf = (rawPath) => (rawPath.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE);

/**
 * Answers GET/HEAD of an asset; false when the request is for the function.
 * @param {string} assetsDir
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export async function serveAsset(assetsDir, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (rawPath === '/') return false;
  const file = assetPathOf(assetsDir, rawPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return false;
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': cacheControlOf(rawPath),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
