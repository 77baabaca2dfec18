import type { CmsConfig } from '../config';

/**
 * Tells the storefront to purge cached catalogue reads after the catalogue changed (seed, stock). Best
 * effort: the storefront may not be running (tests, CMS started alone), and its caches expire anyway.
 */
export async function notifyStorefront(config: CmsConfig, tags: string[]): Promise<void> {
  if (!config.storefrontRevalidateUrl || tags.length === 0) return;
  try {
    await fetch(config.storefrontRevalidateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // The storefront is not reachable; nothing to purge.
  }
}
