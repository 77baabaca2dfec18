// @ts-check
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  areTagsExpired,
  areTagsStale,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { productTag } from '../../common/cache-tags.mjs';
import { notePagesDatedFromRenderStart } from './render-dating.mjs';

/** Next's own page cache (memory in front of the build folder), as `cacheHandler` gets it. */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/**
 * At most this many pages render again behind a stale copy at once on an instance, except the pages of the
 * products a purge named (docs/adr/0102-background-renders-bounded.md).
 */
export const BACKGROUND_RENDERS_MAX = 2;
/** A render this old that never stored its page (it failed) no longer counts. */
const RENDER_FORGOTTEN_MS = 30_000;
/** The shop's freshness rule (issue #42): a purchase or an owner's change shows within 5 s. */
const FRESHNESS_RULE_MS = 5000;
/**
 * A purged page is sent as fresh, for want of a free place to render it, for at most this long; the next
 * read after it renders the page whatever is under way. Without it, renders of purged products' own pages
 * held both places for as long as a crowd lasted, and the home page missed its purge until the crowd ended
 * (docs/adr/0102, "Correction: a purged page waits at most 5 s for its render").
 */
export const SHED_AT_MOST_MS = FRESHNESS_RULE_MS;
/**
 * When this instance first sent each purged page as fresh instead of rendering it, by cache key, oldest
 * first; dropped when the page renders or is stored. At most SHED_PAGES_MAX, the oldest dropped first.
 * @type {Map<string, number>}
 */
const shedSince = new Map();
const SHED_PAGES_MAX = 10_000;
/**
 * Pages this instance let render again behind their stale copy, by cache key, and since when. Next makes a
 * handler per request, so the count lives here.
 * @type {Map<string, number>}
 */
const rendering = new Map();
/**
 * When this instance's renders of pages began, by cache key, oldest first, until each page is stored: from
 * the read that found the page missing or due to render again. A start whose render stored nothing (a page
 * Next does not cache, a failure) is dropped after RENDER_FORGOTTEN_MS, and the oldest go first past
 * RENDER_STARTS_MAX, so a crowd asking for unknown addresses holds little.
 * @type {Map<string, number>}
 */
const renderStarts = new Map();
const RENDER_STARTS_MAX = 10_000;
/**
 * This process, as the pages it stores name it. On globalThis, in case Next loads this module more than
 * once in one process.
 */
const INSTANCE = /** @type {string} */ (
  /** @type {any} */ (globalThis)[Symbol.for('himalayan-garden.page-cache-instance')] ??= randomUUID()
);
/**
 * How much earlier than its render's start a page another instance stored counts as made. That instance
 * learnt of a purge made elsewhere only when the announcement reached it through Redis (a fraction of a
 * second on a saturated instance), and a render it began before then could read stale data, yet date
 * after the purge here, where the purge was known at once. The shop's freshness rule is 5 s.
 */
export const OTHER_INSTANCE_MARGIN_MS = FRESHNESS_RULE_MS;

/**
 * The page cache (next.config.mjs `cacheHandler`): Next's own file-system cache, which also keeps the
 * page's RSC payload on disk when Next 16.4 forgets to (docs/adr/0101-page-cache-keeps-rsc-on-disk.md), and
 * which under load sends a stale page without rendering it again, unless a purge named its product
 * (docs/adr/0102-background-renders-bounded.md). Each page is dated from when its render began, not when it
 * ended, so a render that read the catalogue before a purge is stale to it however late it ends
 * (docs/adr/0108-pages-dated-from-render-start.md).
 *
 * Under `cacheComponents` every route has partial prerendering on. Next writes a page rendered at run time
 * as `.html`, `.meta` and `.segments/`, but reads a page without postponed parts back only together with
 * its `.rsc` file, which it never wrote (vercel/next.js#98306, fix proposed in #98307). Such a page was
 * therefore served from memory only: once Next's 50 MB memory cache dropped it, after a restart, or on
 * another instance sharing the folder, it was rendered again. With 10,000 products that was most product
 * views of a sale (issue #42).
 */
export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} options */
  constructor(options) {
    super(options);
    notePagesDatedFromRenderStart();
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    const startedAt = renderStarts.get(key) ?? Date.now();
    rendering.delete(key);
    renderStarts.delete(key);
    shedSince.delete(key);
    if (data?.kind === 'APP_PAGE' && ctx?.cacheControl)
      ctx = {
        ...ctx,
        cacheControl: { ...ctx.cacheControl, renderStartedAt: startedAt, renderedBy: INSTANCE },
      };
    if (data?.kind === 'APP_PAGE' && areTagsStale(tagsOf(data), startedAt)) {
      // A purge this instance learnt of while rendering already makes the page stale: it is kept in memory,
      // to be sent once more while it renders again, but not written where another instance, which may
      // have learnt of that purge earlier, would take it for newer than the purge.
      const flushToDisk = this.flushToDisk;
      this.flushToDisk = false;
      try {
        return await super.set(key, data, ctx);
      } finally {
        this.flushToDisk = flushToDisk;
      }
    }
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
    const now = Date.now();
    const data = datedFromRenderStart(await super.get(key, ctx));
    const state = stateOf(data, now);
    const seen = shed(key, data, state, now);
    // Next renders the page after this read unless it is fresh or was dated now to spare the render.
    if (ctx?.kind === 'APP_PAGE' && seen === data && state !== 'fresh') noteRenderStart(key, now);
    return seen;
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
 * The entry dated from when its render began (`renderStartedAt`, kept with the page's cache control on disk
 * and in memory), where Next dates it from when the render ended. A render that read the catalogue before a
 * purge then counts as older than the purge, so the page renders again; without this it counted as newer,
 * and the CMS had to send every purge twice (docs/adr/0016-purge-sent-twice.md). A page stored before
 * this handler dated pages, or by another handler, keeps Next's date. A page another instance stored counts
 * from OTHER_INSTANCE_MARGIN_MS before its render's start.
 * @param {any} data
 * @param {string} [instance] the reading process
 */
export function datedFromRenderStart(data, instance = INSTANCE) {
  const { renderStartedAt, renderedBy } = data?.cacheControl ?? {};
  if (data?.value?.kind !== 'APP_PAGE' || typeof renderStartedAt !== 'number' || data.lastModified === -1)
    return data;
  const madeAt = renderedBy === instance ? renderStartedAt : renderStartedAt - OTHER_INSTANCE_MARGIN_MS;
  return madeAt < data.lastModified ? { ...data, lastModified: madeAt } : data;
}

/**
 * How Next's incremental cache takes the entry on this read: `missing`; `expired` (past its expire time,
 * a tag expired, or Next's own -1), rendered before it is sent; `purged` (one of its tags purged since) or
 * `stale` (past its revalidate time), sent as it is and rendered behind it; or `fresh`.
 * @param {any} data the entry as Next sees it
 * @param {number} now
 * @returns {'missing' | 'expired' | 'purged' | 'stale' | 'fresh'}
 */
function stateOf(data, now) {
  if (data == null) return 'missing';
  if (data.lastModified === -1) return 'expired';
  const { revalidate, expire } = data.cacheControl ?? {};
  const age = now - data.lastModified;
  if (typeof expire === 'number' && age >= expire * 1000) return 'expired';
  const tags = tagsOf(data.value);
  if (areTagsExpired(tags, data.lastModified)) return 'expired';
  if (areTagsStale(tags, data.lastModified)) return 'purged';
  return typeof revalidate === 'number' && age > revalidate * 1000 ? 'stale' : 'fresh';
}

/** The cache tags Next stored with a page. @param {any} page */
const tagsOf = (page) => String(page?.headers?.['x-next-cache-tags'] ?? '').split(',');

/**
 * Notes when a render of the page began: the first read counts, as Next renders a page once for all the
 * requests that read it meanwhile.
 * @param {string} key
 * @param {number} now
 */
function noteRenderStart(key, now) {
  for (const [k, since] of renderStarts) {
    if (now - since <= RENDER_FORGOTTEN_MS && renderStarts.size < RENDER_STARTS_MAX) break;
    renderStarts.delete(k);
  }
  if (!renderStarts.has(key)) renderStarts.set(key, now);
}

/**
 * The entry as Next should see it. A page past its revalidate time, or made stale by a purge of one of its
 * tags, is sent stale and rendered again behind it. While BACKGROUND_RENDERS_MAX such renders are under way
 * here, it is dated now instead, so Next sends it as fresh and renders nothing; the next visit asks again.
 * Always rendered: the page of a product a purge named (its own `product:<slug>` tag is stale), a purged
 * page first sent so SHED_AT_MOST_MS ago, and a page past its expire time or whose tags expired, which Next
 * renders before sending.
 * @param {string} key
 * @param {any} data
 * @param {number} [now]
 */
export function backgroundRenderShed(key, data, now = Date.now()) {
  return shed(key, data, stateOf(data, now), now);
}

/**
 * backgroundRenderShed, given the entry's state on this read.
 * @param {string} key
 * @param {any} data
 * @param {ReturnType<typeof stateOf>} state
 * @param {number} now
 */
function shed(key, data, state, now) {
  if (data?.value?.kind !== 'APP_PAGE' || typeof data.cacheControl?.revalidate !== 'number') return data;
  if (state !== 'purged' && state !== 'stale') return data;
  const purged = state === 'purged';
  for (const [k, since] of rendering) if (now - since > RENDER_FORGOTTEN_MS) rendering.delete(k);
  if (rendering.has(key)) return data;
  const named = purged && areTagsStale([productTag(key.slice(key.lastIndexOf('/') + 1))], data.lastModified);
  if (!named && rendering.size >= BACKGROUND_RENDERS_MAX && !(purged && shedTooLong(key, now)))
    return { ...data, lastModified: now };
  shedSince.delete(key);
  // Counted from the first stale read only, so a render that keeps failing is forgotten after 30 s.
  rendering.set(key, now);
  return data;
}

/**
 * Whether the purged page `key`, about to be sent as fresh again, was first sent so SHED_AT_MOST_MS ago or
 * longer; notes the first time otherwise.
 * @param {string} key
 * @param {number} now
 */
function shedTooLong(key, now) {
  const since = shedSince.get(key);
  if (since !== undefined) return now - since >= SHED_AT_MOST_MS;
  if (shedSince.size >= SHED_PAGES_MAX) {
    const oldest = shedSince.keys().next().value;
    if (oldest !== undefined) shedSince.delete(oldest);
  }
  shedSince.set(key, now);
  return false;
}

/** For the tests: forgets the renders under way. */
export function forgetBackgroundRenders() {
  rendering.clear();
  renderStarts.clear();
  shedSince.clear();
}
