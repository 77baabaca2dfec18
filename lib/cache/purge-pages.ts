import { productTag } from '../cms-client/tags';
import { inDemand, WARM_HEADER } from './recent-pages';

/**
 * How a purge marks cached entries (docs/adr/0073-purges-keep-the-last-good-page.md): stale, not expired.
 * Next then serves a purged page once more while it renders it again in the background, and keeps the old
 * copy when that render fails (the CMS down): no page that was ever rendered is lost to an outage, on any
 * host. Its `expire` is a year, so only an outage that long would lose it.
 */
export const PURGE_PROFILE = 'max';

const PRODUCT_TAG_PREFIX = productTag('');

/**
 * The pages a purge of `tags` makes stale that shoppers open first after a purchase: the home page and the
 * page of each purged product that shoppers asked for lately (`wanted`, lib/cache/recent-pages.ts). The
 * revalidation route asks for them at once, so their background render starts now and the shopper's next
 * load gets the new stock, instead of one load later. A product page nobody is looking at renders when it
 * is next asked for (docs/adr/0097-purges-render-only-pages-in-demand.md).
 */
export function pagesToWarm(tags: readonly string[], wanted: (page: string) => boolean = inDemand): string[] {
  const pages = new Set(['/']);
  for (const tag of tags) {
    if (tag.startsWith(PRODUCT_TAG_PREFIX) && tag.length > PRODUCT_TAG_PREFIX.length) {
      const page = `/product/${encodeURIComponent(tag.slice(PRODUCT_TAG_PREFIX.length))}`;
      if (wanted(page)) pages.add(page);
    }
  }
  return [...pages];
}

/**
 * Where this server answers itself: its loopback port when it has one (`npm start`, `next start`), so the
 * request reaches this instance rather than a CDN's copy; else the address the purge came to.
 */
export function selfOrigin(requestUrl: string, port: string | undefined): string {
  return port && /^\d+$/.test(port) ? `http://127.0.0.1:${port}` : new URL(requestUrl).origin;
}

/** Asks for each page as a browser would; failures are left to the next shopper's load. */
export async function warmPages(origin: string, pages: readonly string[]): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      try {
        const res = await fetch(`${origin}${page}`, {
          headers: {
            accept: 'text/html',
            // Unread, so uncompressed: fetch would ask for gzip, and the shop's server would make a gzip copy
            // of every new version of the home page that no browser asks for (they ask for brotli), which
            // this process would then unpack (issue #42's checkout profile).
            'accept-encoding': 'identity',
            // Marked, so the warm-up itself never keeps a page in demand.
            [WARM_HEADER]: '1',
          },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
      } catch {
        // The page renders on its next load instead.
      }
    }),
  );
}
