// Growth: the filter page (prerendered list and per-request sorted list) and GET /product/filter (one page
// and the whole list) with ever larger catalogues. For each size a CMS starts
// on a fresh PGlite folder seeded to that size, on the port the running storefront already talks to; the
// storefront's cached catalogue reads are purged, then both are measured.
import { log } from './log.mjs';
import { measure } from './load.mjs';
import { SEARCH_API_PATH, suggestServerTimes } from './search.mjs';
import {
  benchEnv,
  copyUploads,
  fetchPlain,
  revalidateCatalogue,
  seedCatalogue,
  startBenchCms,
  tempDir,
} from './shop.mjs';

/** A sorted list: the same products, but the search page rendered on each request. */
export const SEARCH_PATH = '/filter?sort=newest';
/** What the storefront asks the CMS for: one page of 20 (this project's paging extension). */
export const API_PAGE_PATH = '/api/v1/product/filter?page=1&per_page=20';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the page's HTML states `size` as its item count ("10,000 items", "Products: 10000", …). */
export function showsCount(html, size) {
  const n = `(?:${escape(size.toLocaleString('en-US'))}|${size})`;
  const word = '(?:items?|products?|results?)';
  return new RegExp(
    `(?<![\\d,])${n}(?![\\d,])[^<\\d]{0,40}${word}|${word}[^<\\d]{0,40}(?<![\\d,])${n}(?![\\d,])`,
    'i',
  ).test(html);
}

/**
 * After the purge, the first request may still get the old list while the new one is fetched in the
 * background (stale-while-revalidate), so the page is polled until it shows the new count.
 */
async function waitForCount(url, size, timeoutMs = 30_000) {
  const start = Date.now();
  let last = null;
  while (Date.now() - start < timeoutMs) {
    last = await fetchPlain(url).catch((err) => ({ status: 0, body: Buffer.from(String(err)) }));
    if (last.status === 200 && showsCount(last.body.toString('utf8'), size)) return { ok: true, status: 200 };
    await new Promise((r) => setTimeout(r, 1000));
  }
  return { ok: false, status: last?.status ?? 0 };
}

export async function growthSection({ cmsPort, webPort, webUrl, sizes, settings, uploadsFrom }) {
  const load = {
    connections: settings.growthConnections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    timeoutSeconds: 60,
  };
  const rows = [];
  for (const size of sizes) {
    const { dir, remove } = tempDir(`growth-${size}`);
    copyUploads(uploadsFrom, dir);
    const env = benchEnv({ cmsPort, webPort, dataDir: dir });
    log(`growth ${size} products: seeding`);
    const seedStart = Date.now();
    await seedCatalogue(env, size);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const cms = await startBenchCms(env, `CMS with ${size} products`);
    try {
      const notes = [];
      const purge = await revalidateCatalogue(webUrl);
      if (purge) notes.push(purge);

      const api = await fetchPlain(`http://localhost:${cmsPort}/api/v1/product/filter`);
      const apiCount = api.status === 200 ? JSON.parse(api.body.toString('utf8')).data.length : null;
      if (apiCount !== size)
        notes.push(`product/filter returned ${apiCount ?? `HTTP ${api.status}`} products`);

      const page = await waitForCount(`${webUrl}/filter`, size);
      if (!page.ok)
        notes.push(
          page.status === 200
            ? `the filter page did not show ${size.toLocaleString('en-US')} items within 30 s`
            : `the filter page answered HTTP ${page.status}`,
        );

      log(`growth ${size} products: filter page (${load.connections} connections, ${load.seconds} s)`);
      const pageM = await measure(`${webUrl}/filter`, load);
      log(`growth ${size} products: filter page with a sort (rendered per request)`);
      const searchM = await measure(`${webUrl}${SEARCH_PATH}`, load);
      log(`growth ${size} products: product/filter, one page`);
      const apiPagedM = await measure(`http://localhost:${cmsPort}${API_PAGE_PATH}`, load);
      log(`growth ${size} products: product/filter, whole list`);
      const apiM = await measure(`http://localhost:${cmsPort}/api/v1/product/filter`, load);
      log(`growth ${size} products: text search, one page`);
      const textSearchM = await measure(`http://localhost:${cmsPort}${SEARCH_API_PATH}`, load);
      log(`growth ${size} products: suggestions, one at a time`);
      const suggest = await suggestServerTimes(cmsPort);
      rows.push({
        textSearch: textSearchM,
        suggest,
        size,
        seedSeconds,
        page: pageM,
        search: searchM,
        apiPaged: apiPagedM,
        api: apiM,
        apiBytes: api.body.length,
        notes,
      });
    } finally {
      await cms.stop();
      await remove();
    }
  }
  return { ...load, rows };
}
