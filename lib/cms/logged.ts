import 'server-only';

/**
 * A list the page can do without (categories, banners, choose-us, home product rows): a failed load is logged
 * and yields an empty list, so the shopper sees the page without that section instead of an error (spec
 * section 8). Kept outside the cached functions so a failure is never cached.
 */
export async function loggedOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (err) {
    console.error(`[cms] ${what} failed to load:`, (err as Error).message);
    return [];
  }
}
