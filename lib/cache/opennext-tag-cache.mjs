// @ts-check
import { createSharedTagManifest, mergeTagEntry } from './shared-tag-manifest.mjs';

/**
 * OpenNext's tag cache (open-next.config.ts `override.tagCache`) on the shop's own tag manifest: on AWS
 * Lambda it stands where DynamoDB would. A purge (`revalidateTag`) is written to the same Redis hash, under
 * the same key and in the same form as the storefront's `'use cache'` handler writes it
 * (lib/cache/use-cache-handler.mjs, ADR 0005), and announced on the same channel: one purge mechanism for
 * every host and instance of a build. Without REDIS_URL the manifest is this instance's memory, as the
 * storefront's is.
 *
 * "nextMode": entries keep their tags, and a read asks whether any of them was purged after the entry was
 * made. A Lambda may sleep through announcements between invocations, so each read first refreshes its
 * tags from Redis (bounded wait; while Redis is away, what this instance knows).
 */

/** @typedef {import('./shared-tag-manifest.mjs').TagManifest} TagManifest */
/** @typedef {string | { tag: string, stale?: number, expire?: number }} TagWrite */
/**
 * @typedef {{
 *   refresh(tags: readonly string[]): Promise<void>,
 *   share(tags: readonly string[]): Promise<void>,
 * }} Sharing
 */

/**
 * The tag cache on `manifest`, shared through `sharing` when given.
 * @param {{ manifest?: TagManifest, sharing?: Sharing | null, now?: () => number, disabled?: () => boolean }} [options]
 */
export function createManifestTagCache({
  manifest = new Map(),
  sharing = null,
  now = Date.now,
  disabled = () => false,
} = {}) {
  const known = async (/** @type {string[]} */ tags) => {
    if (sharing) await sharing.refresh(tags);
    return tags.map((tag) => manifest.get(tag));
  };

  return {
    name: 'shop-tag-manifest',
    mode: /** @type {const} */ ('nextMode'),
    /** The latest expiry among the tags, as Next's own handler answers it (0: never purged). */
    async getLastRevalidated(/** @type {string[]} */ tags) {
      if (disabled() || tags.length === 0) return 0;
      return Math.max(0, ...(await known(tags)).map((entry) => entry?.expired ?? 0));
    },
    /** Whether a tag expired after the entry was made: the entry must be made again before it is served. */
    async hasBeenRevalidated(/** @type {string[]} */ tags, /** @type {number | undefined} */ lastModified) {
      if (disabled() || tags.length === 0) return false;
      const at = now();
      return (await known(tags)).some(
        (entry) =>
          typeof entry?.expired === 'number' && entry.expired <= at && entry.expired > (lastModified ?? 0),
      );
    },
    /** Whether a tag went stale after the entry was made: it is served while it is made again. */
    async isStale(/** @type {string[]} */ tags, /** @type {number | undefined} */ lastModified) {
      if (disabled() || tags.length === 0) return false;
      return (await known(tags)).some(
        (entry) => typeof entry?.stale === 'number' && entry.stale > (lastModified ?? 0),
      );
    },
    /** Records purges: a bare tag expires now; `{ stale, expire }` as revalidateTag's profile says. */
    async writeTags(/** @type {TagWrite[]} */ writes) {
      if (disabled() || writes.length === 0) return;
      const at = now();
      for (const write of writes) {
        const tag = typeof write === 'string' ? write : write.tag;
        const entry = typeof write === 'string' ? { expired: at } : entryOf(write, at);
        manifest.set(tag, mergeTagEntry(manifest.get(tag), entry));
      }
      await sharing?.share(writes.map((write) => (typeof write === 'string' ? write : write.tag)));
    },
  };
}

/**
 * The manifest's record of one write: its stale and expiry times, as Next's own handler keeps them
 * (a profile with no expiry only marks the tag stale); a write with neither expires the tag now.
 * @param {{ stale?: number, expire?: number }} write
 * @param {number} at
 */
function entryOf(write, at) {
  const stale = Number.isFinite(write.stale) ? { stale: write.stale } : {};
  const expired = Number.isFinite(write.expire) ? { expired: write.expire } : {};
  return 'stale' in stale || 'expired' in expired ? { ...stale, ...expired } : { expired: at };
}

/** Shared through Redis when REDIS_URL is set, under the build's key (OpenNext's build id is Next's). */
function sharingFromEnv() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return null;
  const buildId = process.env.OPEN_NEXT_BUILD_ID || process.env.NEXT_BUILD_ID || 'dev';
  /** @type {TagManifest} */
  const manifest = new Map();
  const shared = createSharedTagManifest({ url, prefix: `shop:${buildId}`, manifest });
  /** @type {Sharing} */
  const sharing = {
    // A cold instance reads nothing before its first connection attempt ended (at most its timeout).
    refresh: async (tags) => {
      await shared.started;
      await shared.refresh(tags);
    },
    share: (tags) => shared.share(tags),
  };
  return { manifest, sharing };
}

let fromEnv = /** @type {ReturnType<typeof createManifestTagCache> | undefined} */ (undefined);

/** The tag cache of this instance: made on first use, after OpenNext's config set OPEN_NEXT_BUILD_ID. */
function instanceCache() {
  if (fromEnv) return fromEnv;
  const shared = sharingFromEnv();
  fromEnv = createManifestTagCache({
    manifest: shared?.manifest,
    sharing: shared?.sharing,
    disabled: () => Boolean(/** @type {any} */ (globalThis).openNextConfig?.dangerous?.disableTagCache),
  });
  return fromEnv;
}

/**
 * The override OpenNext loads. Its build calls this too, only to read the name: nothing connects to
 * Redis until a method is called.
 */
export default function openNextTagCache() {
  return {
    name: 'shop-tag-manifest',
    mode: /** @type {const} */ ('nextMode'),
    getLastRevalidated: (/** @type {string[]} */ tags) => instanceCache().getLastRevalidated(tags),
    hasBeenRevalidated: (/** @type {string[]} */ tags, /** @type {number | undefined} */ lastModified) =>
      instanceCache().hasBeenRevalidated(tags, lastModified),
    isStale: (/** @type {string[]} */ tags, /** @type {number | undefined} */ lastModified) =>
      instanceCache().isStale(tags, lastModified),
    writeTags: (/** @type {TagWrite[]} */ writes) => instanceCache().writeTags(writes),
  };
}
