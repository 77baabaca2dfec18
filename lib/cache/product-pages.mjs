// @ts-check
// What the Next app and the shop's own server (server/first-render-gate.mjs) both need to know of product
// pages: the server runs plain Node, so this is JavaScript the app's TypeScript imports too.

/** Sent by the purge's own warm-up requests (lib/cache/purge-pages.ts), which are not a shopper's interest. */
export const WARM_HEADER = 'x-shop-purge-warm';

/**
 * A product's page, or a page under it: one per product, each rendered on its first request.
 * @param {string} pathname
 */
export function isProductPage(pathname) {
  return pathname.startsWith('/product/') && pathname.length > '/product/'.length;
}
