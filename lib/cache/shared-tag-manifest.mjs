// @ts-check
import { createClient } from 'redis';

/**
 * Keeps Next.js's tag manifest (tag → when it went stale / expired) the same on every storefront instance,
 * through Redis. Next decides whether a cached page or `'use cache'` entry may be served by comparing its
 * creation time with this manifest, so one `revalidateTag` on any instance reaches them all: the instance
 * that purges records the tag in a Redis hash and announces it on a channel; the others merge it into their
 * own manifest.
 *
 * Redis is never on a shopper's path: entries stay in each instance's memory, reads never wait for Redis,
 * and a purge made while Redis is away is applied locally at once and sent when it is back (a reconnecting
 * instance also re-reads the whole hash, so it misses nothing announced meanwhile).
 */

/** @typedef {{ stale?: number, expired?: number }} TagEntry */
/** @typedef {Map<string, TagEntry>} TagManifest */

/** The later of two records of one tag, field by field (two instances may purge the same tag). */
export function mergeTagEntry(/** @type {TagEntry | undefined} */ a, /** @type {TagEntry} */ b) {
  /** @type {TagEntry} */
  const merged = { ...a };
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    const value = b[field];
    if (typeof value === 'number' && !(typeof merged[field] === 'number' && merged[field] >= value)) {
      merged[field] = value;
    }
  }
  return merged;
}

/**
 * A purge announced by another instance, as it counts here: from when it arrived, not from when it was made
 * there. Until it arrives this instance serves and renders from what it has: a page whose render began
 * meanwhile read `'use cache'` entries this instance did not yet know were stale, and dated from its
 * render's start (docs/adr/0108-pages-dated-from-render-start.md) it would be newer than the purge. Only a
 * purge newer than the one this instance knew (`known`) is moved; the resync at start takes the hash as it is.
 * @param {TagEntry | undefined} known
 * @param {TagEntry} announced
 */
export function arrivedHere(known, announced, now = Date.now()) {
  if (typeof announced.stale !== 'number' || announced.stale <= (known?.stale ?? 0)) return announced;
  return { ...announced, stale: Math.max(announced.stale, now) };
}

/** Parses one stored or announced record; anything malformed is ignored rather than trusted. */
function parseEntry(/** @type {string} */ text) {
  try {
    const value = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    /** @type {TagEntry} */
    const entry = {};
    if (Number.isFinite(value.stale)) entry.stale = value.stale;
    if (Number.isFinite(value.expired)) entry.expired = value.expired;
    return entry;
  } catch {
    return null;
  }
}

/**
 * Options of both Redis clients. Commands fail at once while Redis is away (no offline queue): nothing
 * waits on it.
 * @param {string} url
 */
function clientOptions(url) {
  return {
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(250 * 2 ** retries, 5000),
    },
  };
}

/**
 * Merges stored or announced records (tag → JSON entry) into the manifest; malformed ones are ignored.
 * @param {unknown} records
 * @param {(tag: string, entry: TagEntry) => void} merge
 */
function mergeRecords(records, merge) {
  if (!records || typeof records !== 'object') return;
  for (const [tag, text] of Object.entries(records)) {
    const entry = typeof text === 'string' ? parseEntry(text) : null;
    if (entry) merge(tag, entry);
  }
}

/**
 * Merges the purges other instances announce on `channel`.
 * @param {{
 *   connect(): Promise<unknown>,
 *   subscribe(channel: string, listener: (message: string) => void): Promise<unknown>,
 * }} subscriber
 * @param {string} channel
 * @param {(tag: string, entry: TagEntry) => void} merge
 */
async function listen(subscriber, channel, merge) {
  await subscriber.connect();
  await subscriber.subscribe(channel, (message) => {
    try {
      mergeRecords(JSON.parse(message), merge);
    } catch {
      // Not JSON: not one of ours.
    }
  });
}

/**
 * @param {{
 *   url: string,
 *   prefix: string,
 *   manifest: TagManifest,
 *   log?: Pick<Console, 'warn' | 'info'>,
 * }} opts
 */
export function createSharedTagManifest({ url, prefix, manifest, log = console }) {
  const hashKey = `${prefix}:tags`;
  const channel = `${prefix}:tags`;
  /** Tags purged here and not yet written to Redis. */
  const unsent = new Set();
  let connected = false;
  let closed = false;

  const client = createClient(clientOptions(url));
  const subscriber = createClient(clientOptions(url));

  const merge = (/** @type {string} */ tag, /** @type {TagEntry} */ entry) =>
    manifest.set(tag, mergeTagEntry(manifest.get(tag), entry));
  const mergeAnnounced = (/** @type {string} */ tag, /** @type {TagEntry} */ entry) =>
    merge(tag, arrivedHere(manifest.get(tag), entry));

  async function send() {
    if (!connected || unsent.size === 0) return;
    const tags = [...unsent];
    unsent.clear();
    /** @type {Record<string, string>} */
    const records = {};
    for (const tag of tags) records[tag] = JSON.stringify(manifest.get(tag) ?? {});
    try {
      // Written before it is announced, so an instance that misses the message still finds it on resync.
      await client.hSet(hashKey, records);
      await client.publish(channel, JSON.stringify(records));
    } catch (err) {
      for (const tag of tags) unsent.add(tag);
      log.warn(`[cache] could not share purged tags through Redis yet (${describe(err)}); will retry`);
    }
  }

  const resync = async () => mergeRecords(await client.hGetAll(hashKey), merge);

  let lastError = '';
  const onError = (/** @type {unknown} */ err) => {
    // node-redis reconnects by itself; say so once per outage rather than on every retry.
    const message = describe(err);
    if (connected || message !== lastError)
      log.warn(`[cache] Redis unavailable (${message}); serving from local cache`);
    lastError = message;
    connected = false;
  };
  client.on('error', onError);
  subscriber.on('error', onError);
  client.on('ready', () => {
    connected = true;
    lastError = '';
    resync()
      .then(send)
      .catch((err) => log.warn(`[cache] Redis resync failed (${describe(err)})`));
  });

  const started = Promise.allSettled([client.connect(), listen(subscriber, channel, mergeAnnounced)]);

  return {
    /** Shares the manifest's current records of these tags (after the local cache updated them). */
    share(/** @type {readonly string[]} */ tags) {
      if (closed) return Promise.resolve();
      for (const tag of tags) unsent.add(tag);
      return send();
    },
    /** Reads these tags' records from Redis into the manifest (readTags); nothing while Redis is away. */
    refresh: (/** @type {readonly string[]} */ tags, timeoutMs = 500) =>
      connected && !closed && tags.length > 0 ? readTags(client, hashKey, tags, timeoutMs, merge) : undefined,
    /** Resolves once the first connection attempt ended, either way (tests and start-up). */
    started,
    get connected() {
      return connected;
    },
    async close() {
      closed = true;
      // destroy(), not close(): it also ends a reconnect loop while Redis is away.
      client.destroy();
      subscriber.destroy();
    },
  };
}

/**
 * Reads these tags' records from Redis into the manifest, for a host whose instance may have slept
 * through announcements (a Lambda between invocations: lib/cache/opennext-tag-cache.mjs). Waits at most
 * `timeoutMs`; a failed or late read leaves the manifest as this instance knows it.
 * @param {{ hmGet(key: string, fields: string[]): Promise<unknown> }} client
 * @param {string} hashKey
 * @param {readonly string[]} tags
 * @param {number} timeoutMs
 * @param {(tag: string, entry: TagEntry) => void} merge
 */
async function readTags(client, hashKey, tags, timeoutMs, merge) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs, null)));
  try {
    const values = await Promise.race([client.hmGet(hashKey, [...tags]), late]);
    if (Array.isArray(values))
      mergeRecords(Object.fromEntries(tags.map((tag, i) => [tag, values[i]])), merge);
  } catch {
    // Redis went away mid-read.
  } finally {
    clearTimeout(timer);
  }
}

function describe(/** @type {unknown} */ err) {
  return err instanceof Error ? err.message || err.name : String(err);
}
