// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createSharedTagManifest } from './shared-tag-manifest.mjs';

/**
 * The `'use cache'` handler (next.config.mjs `cacheHandlers.default`): Next's own in-memory handler, plus,
 * when REDIS_URL is set when the instance starts, a tag manifest shared with every other instance through
 * Redis. Next's page cache reads the same manifest, so one purge reaches cached pages and `'use cache'`
 * entries on all instances. Without REDIS_URL it is exactly Next's default handler.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const local = createDefaultCacheHandler(50 * 1024 * 1024);

/** Tags of one build never mix with another's (a rolling deploy runs two builds side by side). */
function buildId() {
  try {
    return readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

const redisUrl = process.env.REDIS_URL?.trim();
// `next build` loads this module too; only a serving instance talks to Redis.
const shared =
  redisUrl && process.env.NEXT_PHASE !== 'phase-production-build'
    ? createSharedTagManifest({ url: redisUrl, prefix: `shop:${buildId()}`, manifest: tagsManifest })
    : null;
if (shared) console.log('[cache] sharing cache purges with the other instances through Redis');

/** @type {typeof local} */
const handler = {
  get: (cacheKey, softTags) => local.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
  refreshTags: () => local.refreshTags(),
  getExpiration: (tags) => local.getExpiration(tags),
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations);
    await shared?.share(tags);
  },
};

export default handler;
