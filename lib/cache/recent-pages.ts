/**
 * Which product pages shoppers asked this instance for lately: a purge renders again at once only those
 * (docs/adr/0097-purges-render-only-pages-in-demand.md). During a sale every order purges its products'
 * pages; rendering each of them again on each instance, twice (ADR 0016), cost the storefronts more CPU per
 * order than the whole checkout cost the CMS (issue #42's profile), for pages nobody was looking at.
 *
 * proxy.ts notes each page request, and the revalidation route reads the notes. They live on globalThis
 * because the two are bundled apart but run in one process; a host where they do not (a proxy run
 * elsewhere) simply warms nothing, and every purged page still renders on its next load (ADR 0073).
 */

/** How long a request keeps a page in demand. */
export const IN_DEMAND_MS = 10 * 60_000;
/** At most this many pages are remembered, the least recently asked for dropped first. */
export const MAX_PAGES = 2000;
/** Sent by the purge's own warm-up requests, which are not a shopper's interest. */
export const WARM_HEADER = 'x-shop-purge-warm';

const KEY = Symbol.for('himalayan-garden.recent-pages');

function notes(): Map<string, number> {
  const store = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
  return (store[KEY] ??= new Map());
}

/** Only product pages are warmed by a purge, so only they are noted. */
export function isWarmablePage(pathname: string): boolean {
  return pathname.startsWith('/product/') && pathname.length > '/product/'.length;
}

/** A shopper's request for `pathname`, at `now`. */
export function notePageRequest(pathname: string, now = Date.now()): void {
  if (!isWarmablePage(pathname)) return;
  const map = notes();
  // Re-inserted, so the Map's order is least recently asked first.
  map.delete(pathname);
  map.set(pathname, now);
  if (map.size > MAX_PAGES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** Whether `pathname` was asked for within IN_DEMAND_MS of `now`. */
export function inDemand(pathname: string, now = Date.now()): boolean {
  const at = notes().get(pathname);
  return at !== undefined && now - at <= IN_DEMAND_MS;
}

/** Forgets every note (tests). */
export function forgetPageRequests(): void {
  notes().clear();
}
