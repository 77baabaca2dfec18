/**
 * The storefront's purges as a test sees them: a CMS started with PURGING_ENV sends each purge once to
 * PURGE_URL, and `recordPurges()` keeps the tags of each while it is installed, letting every other request
 * through.
 */
export const PURGE_URL = 'http://storefront.test/api/revalidate';

export const PURGING_ENV = {
  STOREFRONT_REVALIDATE_URL: PURGE_URL,
  REVALIDATE_SECRET: 'test-revalidate-secret',
  STOREFRONT_PURGE_REPEAT_MS: '0',
  // Spaced purges are revalidate.test.ts's; here each change's purge is seen at once.
  STOREFRONT_PURGE_SPACING_MS: '0',
};

export interface PurgeRecord {
  /** The tags of each purge sent since install or the last `clear()`, in order. */
  readonly tags: string[][];
  clear(): void;
  /** Puts the real fetch back. */
  restore(): void;
}

export function recordPurges(): PurgeRecord {
  const realFetch = globalThis.fetch;
  const tags: string[][] = [];
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    if (String(input) !== PURGE_URL) return realFetch(input, init);
    tags.push((JSON.parse(String(init?.body)) as { tags: string[] }).tags);
    return new Response('{}', { status: 200 });
  };
  return {
    tags,
    clear: () => void tags.splice(0),
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}
