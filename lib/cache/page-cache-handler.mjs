// @ts-check
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Next's own page cache (memory in front of the build folder), as `cacheHandler` gets it. */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/**
 * The page cache (next.config.mjs `cacheHandler`): Next's own file-system cache, which also keeps the
 * page's RSC payload on disk when Next 16.4 forgets to (docs/adr/0101-page-cache-keeps-rsc-on-disk.md).
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
    // Written before Next's own files: its reader takes the page once the `.html` is there, and then needs
    // this. A reader finding the `.rsc` without the `.html` renders the page, as it did without either.
    if (this.keepsRscOnDisk(data, ctx)) {
      const file = this.getFilePath(`${key}.rsc`, 'APP_PAGE');
      await this.fs.mkdir(path.dirname(file));
      await this.fs.writeFile(file, data.rscData);
    }
    return super.set(key, data, ctx);
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
