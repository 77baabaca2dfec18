// @ts-check
// Which image requests reach Next's optimiser: the short form of an upload (`/img/<width>/<path>`,
// lib/images/upload-urls.mjs) without a query, and `/_next/image` for an upload of the shop
// (`url=/uploads/…`) or of the CMS's own origin and port, never with a query string in `url`. Everything
// else is answered 400 here (docs/adr/0014-image-optimiser-bounds.md).
//
// next.config.mjs gives Next the same rule (localPatterns, remotePatterns with port and search); this is
// the same rule checked before Next's routing, so that a probe costs no optimiser work at all. A query
// in `url` made a new variant on disk for each value (2,000 URLs, 2,004 files), and a remote pattern
// without a port made the optimiser fetch from any local port.

const SHORT = '/img/';
const OPTIMISER = '/_next/image';
const UPLOADS = '/uploads/';
/** `?` or `#`, also escaped: either would name the same upload under another cache key. */
const QUERY_OR_FRAGMENT = /[?#]|%(3f|23)/i;

/**
 * Whether `url`, the optimiser's `url` parameter, names an upload the optimiser may fetch.
 * @param {string | null} url
 * @param {string} cmsOrigin e.g. `http://localhost:4000`
 */
export function allowedImageSource(url, cmsOrigin) {
  if (!url || QUERY_OR_FRAGMENT.test(url)) return false;
  // A local path; `//host/…` would be another origin to a URL parser.
  if (url.startsWith('/')) return url.startsWith(UPLOADS);
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.origin === cmsOrigin && parsed.pathname.startsWith(UPLOADS) && !parsed.username;
}

/**
 * Whether the request is for an image this server refuses (400) before Next sees it.
 * @param {string | undefined} requestUrl the request's path and query
 * @param {string} cmsOrigin
 */
export function refusedImageRequest(requestUrl, cmsOrigin) {
  const url = requestUrl ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.startsWith(SHORT)) return queryAt !== -1 || QUERY_OR_FRAGMENT.test(pathname);
  if (pathname !== OPTIMISER) return false;
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  return params.getAll('url').length !== 1 || !allowedImageSource(params.get('url'), cmsOrigin);
}

/**
 * Answers a refused image request with 400; false when the request is not refused.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} cmsOrigin
 */
export function refuseImageRequest(req, res, cmsOrigin) {
  if (!refusedImageRequest(req.url, cmsOrigin)) return false;
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : 'This image URL is not served.');
  return true;
}
