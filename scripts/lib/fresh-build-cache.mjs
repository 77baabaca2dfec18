// @ts-check
// A build must read the CMS fresh. Next keeps the answers of `fetch` calls it cached while prerendering in
// <distDir>/cache/fetch-cache and, on a host or CI that restores .next/cache between builds, the next build
// prerenders from them instead of asking the CMS: one rebuild showed 148 in stock where the CMS had 145.
// scripts/build.mjs drops that folder before `next build`; the rest of .next/cache (the compiler's cache,
// the optimised images) holds nothing of the CMS's and is kept, for speed (docs/adr/0072).
import { rmSync } from 'node:fs';
import path from 'node:path';

/** The folders under <distDir>/cache that hold CMS answers. */
export const CMS_ANSWER_CACHES = ['fetch-cache'];

/**
 * Removes the cached CMS answers of earlier builds in `distDir`; returns the folders it removed (or found
 * absent), relative to the cache folder.
 *
 * @param {string} distDir absolute path of next.config.mjs's distDir
 * @returns {string[]}
 */
export function dropCachedCmsAnswers(distDir) {
  for (const dir of CMS_ANSWER_CACHES)
    rmSync(path.join(distDir, 'cache', dir), { recursive: true, force: true });
  return CMS_ANSWER_CACHES;
}
