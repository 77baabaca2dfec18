// @ts-check
// Whether this process's page cache dates each page from when its render began
// (docs/adr/0108-pages-dated-from-render-start.md). The page cache handler says so when Next makes it; the
// revalidation route, bundled apart but run in the same process, reads it to tell the CMS whether a purge
// must be sent again. On a host whose page cache is another one (OpenNext's on Lambda) nobody says so, and
// the CMS goes on repeating its purges (docs/adr/0016-purge-sent-twice.md).
const DATED_FROM_RENDER_START = Symbol.for('himalayan-garden.pages-dated-from-render-start');
const PAGES_CACHED_ELSEWHERE = Symbol.for('himalayan-garden.pages-cached-elsewhere');

/** Called by the page cache handler that dates pages from their render's start. */
export function notePagesDatedFromRenderStart() {
  /** @type {any} */ (globalThis)[DATED_FROM_RENDER_START] = true;
}

/**
 * Called by a host whose pages go through another page cache: on Lambda OpenNext gives Next its own, yet
 * Next still makes the shop's handler there for other uses (the hosts suite saw it say so).
 */
export function notePagesCachedElsewhere() {
  /** @type {any} */ (globalThis)[PAGES_CACHED_ELSEWHERE] = true;
}

/** Whether a page whose render began before a purge is stale to it, however late the render ended. */
export function pagesDatedFromRenderStart() {
  const g = /** @type {any} */ (globalThis);
  return g[DATED_FROM_RENDER_START] === true && g[PAGES_CACHED_ELSEWHERE] !== true;
}
