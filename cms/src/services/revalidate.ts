import type { CmsConfig } from '../config';

/** Said once per process: a CMS without REVALIDATE_SECRET cannot purge, and should not try on every change. */
let toldNoSecret = false;

/**
 * Tells the storefront to purge cached catalogue reads after the catalogue changed (seed, stock). Best
 * effort: the storefront may not be running (tests, CMS started alone), and its caches expire anyway. A
 * refused or failed purge is logged, because it means shoppers see old stock until the caches expire.
 *
 * The purge is sent again `purgeRepeatMs` later: Next dates a cached page when its render ends, so a page
 * whose render read the catalogue before this change and ended after the first purge counts as newer than
 * it, and would show the old stock until the page's own revalidation (docs/adr/0016-purge-sent-twice.md).
 */
export async function notifyStorefront(
  config: CmsConfig,
  tags: string[],
  { atFirstStart = false }: { atFirstStart?: boolean } = {},
): Promise<void> {
  if (!config.storefrontRevalidateUrl || tags.length === 0) return;
  if (!config.revalidateSecret) {
    if (!toldNoSecret) {
      toldNoSecret = true;
      console.warn(
        '[revalidate] REVALIDATE_SECRET is not set: the storefront is not told about catalogue changes, so its cached pages show old stock until they expire',
      );
    }
    return;
  }
  await sendPurge(config.storefrontRevalidateUrl, config.revalidateSecret, tags, atFirstStart);
  if (config.purgeRepeatMs > 0) {
    const { storefrontRevalidateUrl: url, revalidateSecret: secret } = config;
    // unref: a repeat still waiting never keeps a stopping CMS alive.
    setTimeout(() => void sendPurge(url, secret, tags, atFirstStart), config.purgeRepeatMs).unref();
  }
}

/**
 * `atFirstStart`: the purge after seeding a new shop, sent while `npm run shop` has not started the
 * storefront yet (it builds from the fresh catalogue, so it has nothing stale). Failing to reach it is
 * then expected, not logged; a refusal, and every later purge's failure, still are.
 */
async function sendPurge(url: string, secret: string, tags: string[], atFirstStart = false): Promise<void> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) {
      console.warn(`[revalidate] the storefront refused the purge of ${tags.join(', ')}: ${res.status}`);
    }
  } catch (err) {
    if (atFirstStart) return;
    const reason = err instanceof Error ? err.message : String(err);
    console.warn(`[revalidate] the purge of ${tags.join(', ')} failed: ${reason}`);
  }
}
