import 'server-only';

/**
 * Content the page can do without (categories, banners, choose-us, home product rows, the /filter results): a
 * failed load is logged and yields `fallback`, so the shopper sees the page without that section instead of
 * an error (docs/behaviour.md#failures). Kept outside the cached functions so a failure is never cached.
 */
export async function loggedOr<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    console.error(`[cms] ${what} failed to load:`, (err as Error).message);
    return fallback;
  }
}

/** `loggedOr` for a list: a failed load shows as an empty list. */
export function loggedOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  return loggedOr(what, load, []);
}
