// @ts-check
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  areTagsExpired,
  areTagsStale,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { productTag } from '../../common/cache-tags.mjs';

/** Next's own page cache (memory in front of the build folder), as `cacheHandler` gets it. */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/**
 * At most this many pages render again behind a stale copy at once on an instance, except the pages of the
 * products a purge named (docs/adr/0102-background-renders-bounded.md).
 */
export const BACKGROUND_RENDERS_MAX = 2;
/** A render this old that never stored its page (it failed) no longer counts. */
const RENDER_FORGOTTEN_MS = 30_000;
/**
 * Pages this instance let render again behind their stale copy, by cache key, and since when. Next makes a
 * handler per request, so the count lives here.
 * @type {Map<string, number>}
 */
const rendering = new Map();

/**
 * The page cache (next.config.mjs `cacheHandler`): Next's own file-system cache, which also keeps the
 * page's RSC payload on disk when Next 16.4 forgets to (docs/adr/0101-page-cache-keeps-rsc-on-disk.md), and
 * which under load sends a stale page without rendering it again, unless a purge named its product
 * (docs/adr/0102-background-renders-bounded.md).
 *
 * Under `cacheComponents` every route has partial prerendering on. Next writes a page rendered at run time
 * as `.html`, `.meta` and `.segments/`, but reads a page without postponed parts back only together with
 * its `.rsc` file, which it never wrote (vercel/next.js#98306, fix proposed in #98307). Such a page was
 * therefore served from memory only: once Next's 50 MB memory cache dropped it, after a restart, or on
 * another instance sharing the folder, it was rendered again. With 10,000 products that was most product
 * views of a sale (issue #42).
 */
export default class PageCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    rendering.delete(key);
    // Written before Next's own files: its reader takes the page once the `.html` is there, and then needs
    // this. A reader finding the `.rsc` without the `.html` renders the page, as it did without either.
    if (this.keepsRscOnDisk(data, ctx)) {
      const file = this.getFilePath(`${key}.rsc`, 'APP_PAGE');
      await this.fs.mkdir(path.dirname(file));
      await this.fs.writeFile(file, data.rscData);
    }
    return super.set(key, data, ctx);
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    return backgroundRenderShed(key, await super.get(key, ctx));
  }

  /** What Next's reader wants and Next's writer leaves out: a whole page (no holes) of a PPR route. */
  keepsRscOnDisk(/** @type {any} */ data, /** @type {any} */ ctx) {
    return (
      this.flushToDisk &&
      data?.kind === 'APP_PAGE' &&
      data.postponed == null &&
      data.rscData != null &&
      ctx?.isRoutePPREnabled === true &&
      !ctx.isFallback &&
      !ctx.fetchCache
    );
  }
}

/**
 * The entry as Next should see it. A page past its revalidate time, or made stale by a purge of one of its
 * tags, is sent stale and rendered again behind it. While BACKGROUND_RENDERS_MAX such renders are under way
 * here, it is dated now instead, so Next sends it as fresh and renders nothing; the next visit asks again.
 * Always rendered: the page of a product a purge named (its own `product:<slug>` tag is stale), and a page
 * past its expire time or whose tags expired, which Next renders before sending.
 * @param {string} key
 * @param {any} data
 * @param {number} [now]
 */
export function backgroundRenderShed(key, data, now = Date.now()) {
  const revalidate = data?.cacheControl?.revalidate;
  if (data?.value?.kind !== 'APP_PAGE' || typeof revalidate !== 'number' || data.lastModified === -1)
    return data;
  const age = now - data.lastModified;
  const expire = data.cacheControl.expire;
  if (typeof expire === 'number' && age >= expire * 1000) return data;
  const tags = String(data.value.headers?.['x-next-cache-tags'] ?? '').split(',');
  if (areTagsExpired(tags, data.lastModified)) return data;
  const purged = areTagsStale(tags, data.lastModified);
  if (!purged && age <= revalidate * 1000) return data;
  for (const [k, since] of rendering) if (now - since > RENDER_FORGOTTEN_MS) rendering.delete(k);
  if (rendering.has(key)) return data;
  const named = purged && areTagsStale([productTag(key.slice(key.lastIndexOf('/') + 1))], data.lastModified);
  if (!named && rendering.size >= BACKGROUND_RENDERS_MAX) return { ...data, lastModified: now };
  // Counted from the first stale read only, so a render that keeps failing is forgotten after 30 s.
  rendering.set(key, now);
  return data;
}

/** For the tests: forgets the renders under way. */
export function forgetBackgroundRenders() {
  rendering.clear();
}
