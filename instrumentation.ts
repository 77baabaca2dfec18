/**
 * Runs once when a storefront server starts, on every host (`npm start`, `next start`, a Lambda's cold start):
 * what must hold before any shopper is served (docs/adr/0070-shopper-address-in-the-proxy.md).
 * - A production server without its secrets refuses to start, naming them (lib/security/required-secrets.mjs).
 * - A malformed TRUST_PROXY_HOPS or TRUSTED_CLIENT_IP_HEADER stops it too, rather than failing per request.
 * - Each node:http request is stamped with its socket address for proxy.ts (lib/session/socket-stamp.mjs).
 * - Under `next start`, a page that cannot be rendered is the shop's 503 page (lib/outage/failed-pages.mjs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { assertSecrets } = await import('./lib/security/required-secrets.mjs');
  const { shopperAddressRule } = await import('./lib/session/shopper-address.mjs');
  const { stampSocketAddresses } = await import('./lib/session/socket-stamp.mjs');
  try {
    assertSecrets(process.env);
    shopperAddressRule(process.env);
  } catch (err) {
    // Next logs a throw from register() and serves on; only leaving stops every host alike.
    console.error(`[storefront] ${(err as Error).message}`);
    if (process.env.NEXT_PHASE !== 'phase-production-build') process.exit(1);
    throw err;
  }
  stampSocketAddresses();
  // The shop's own server (npm start) answers failures itself, keeping last good copies as well.
  if (process.env.NODE_ENV === 'production' && process.env.SHOP_SERVER_COMPRESSES !== '1') {
    const { answerFailedPages } = await import('./lib/outage/failed-pages.mjs');
    answerFailedPages();
  }
}
